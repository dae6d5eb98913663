import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  GENERAL_MESSAGES,
  SERVICE_MESSAGES,
  type ApiErrorBody,
  type ErrorCode,
  type FieldError,
} from '@bizamply/contracts';
import { hasUnreachableCode } from '../db/connectivity.ts';
import { AppError } from '../lib/errors.ts';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: FieldError[],
) {
  const body: ApiErrorBody = { success: false, message, code, status, ...(details ? { details } : {}) };
  return reply.status(status).type('application/json').send(body);
}

function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = params?.['missingProperty'];
  if (typeof missing === 'string') return fromPath ? `${fromPath}.${missing}` : missing;
  // An unknown field (a strict object's unrecognised key) is named itself, not its parent object.
  const unknown = params?.['keys'];
  if (Array.isArray(unknown) && typeof unknown[0] === 'string')
    return fromPath ? `${fromPath}.${unknown[0]}` : unknown[0];
  return fromPath || 'body';
}

/** Framework errors a user can cause, with the status and code they deserve (never a 500). */
const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: GENERAL_MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Request body must not be empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Request body is not valid JSON' },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_ERROR' },
  FST_ERR_INVALID_URL: { status: 400, code: 'BAD_REQUEST', message: 'Invalid URL' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'Invalid URL' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: GENERAL_MESSAGES.payloadTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over the size limit, a request that
 * never finished arriving, unreadable bytes): answered on the socket in the common error shape, then closed.
 * Fastify's `clientErrorHandler` option.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', GENERAL_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', GENERAL_MESSAGES.requestTimeout]
        : [400, 'BAD_REQUEST', GENERAL_MESSAGES.badRequest];
  const body: ApiErrorBody = { success: false, message, code, status };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

const DATABASE_DOWN_MESSAGES = /Connection terminated|Client has encountered a connection error/i;
/**
 * pg-pool's error when every connection stayed busy for the whole connectionTimeoutMillis wait: the database
 * answers, the server has more requests than connections (a new connection that fails to open is "Connection
 * terminated due to connection timeout", an outage).
 */
const POOL_WAIT_TIMEOUT = /^timeout exceeded when trying to connect$/;

export type DatabaseTrouble = 'unavailable' | 'overloaded';

/** Whether an error (or one it wraps, as drizzle's query errors do) says the database cannot be reached or is saturated. */
export function databaseTrouble(error: unknown, depth = 0): DatabaseTrouble | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const { message, cause } = error as { message?: unknown; cause?: unknown };
  if (hasUnreachableCode(error)) return 'unavailable';
  if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.test(message)) return 'unavailable';
  if (typeof message === 'string' && POOL_WAIT_TIMEOUT.test(message)) return 'overloaded';
  return databaseTrouble(cause, depth + 1);
}

const TROUBLE_RESPONSES: Record<DatabaseTrouble, { log: string; message: string }> = {
  // A restart or failover, not a bug.
  unavailable: { log: 'database unavailable', message: SERVICE_MESSAGES.databaseUnavailable },
  // More requests than pooled connections for a while: the database is up, capacity is short.
  overloaded: { log: 'database pool exhausted (overload)', message: SERVICE_MESSAGES.overloaded },
};

const RETRY_AFTER_SECONDS = '5';

/** The one place errors become responses: `{ success:false, message, code, status, details? }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Every 503 tells the client when to try again (an AI draft that failed for a moment, as a database one).
      if (error.status === 503) void reply.header('retry-after', RETRY_AFTER_SECONDS);
      return sendError(reply, error.status, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issue.params as Record<string, unknown>),
        message: issue.message ?? GENERAL_MESSAGES.validation,
      }));
      return sendError(reply, 400, 'VALIDATION_ERROR', details[0]?.message ?? GENERAL_MESSAGES.validation, details);
    }
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'RATE_LIMIT_EXCEEDED', GENERAL_MESSAGES.rateLimited);
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.code, known.message ?? error.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'BAD_REQUEST', error.message);
    }
    const trouble = databaseTrouble(error);
    if (trouble) {
      // Either way 503 tells clients and load balancers to retry.
      request.log.warn({ err: error }, TROUBLE_RESPONSES[trouble].log);
      void reply.header('retry-after', RETRY_AFTER_SECONDS);
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE', TROUBLE_RESPONSES[trouble].message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'UNKNOWN_ERROR', GENERAL_MESSAGES.unexpected);
  });
}
