import { IDEMPOTENCY_HEADER, INBOX_MESSAGES, idempotencyKeySchema } from '@bizamply/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message, [{ field: 'idempotencyKey', message }]);

/**
 * The spec's clients send the key twice: `idempotencyKey` in the body and the X-Idempotency-Key header.
 * Either is enough; when both are present they must agree.
 */
export function resolveIdempotencyKey(request: FastifyRequest, bodyKey: string | undefined): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const headerKey = Array.isArray(raw) ? raw[0] : raw;
  if (headerKey !== undefined && !idempotencyKeySchema.safeParse(headerKey).success) {
    throw invalid(INBOX_MESSAGES.idempotencyKeyInvalid);
  }
  if (bodyKey && headerKey && bodyKey !== headerKey) throw invalid(INBOX_MESSAGES.idempotencyKeyMismatch);
  const key = bodyKey ?? headerKey;
  if (!key) throw invalid(INBOX_MESSAGES.idempotencyKeyRequired);
  return key;
}
