import { ERROR_CODES, GENERAL_MESSAGES, type ErrorCode, type FieldError } from '@bizamply/contracts';

/** Codes the server sends, plus the one the browser produces itself when a call runs out of time. */
export type ApiErrorCode = ErrorCode | 'TIMEOUT';

export interface ApiErrorInit {
  message: string;
  code: ApiErrorCode;
  status: number;
  details?: FieldError[];
  cause?: unknown;
}

/** The one error shape every call rejects with (spec 1 §3 "Error shape"): message, code, status, details. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly details: FieldError[] | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

export function toErrorCode(value: unknown): ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value) ? (value as ErrorCode) : 'UNKNOWN_ERROR';
}

/** Spec 1 §8 "General": 'An unexpected error occurred', UNKNOWN_ERROR, status 0. */
export function unexpectedError(cause?: unknown): ApiError {
  return new ApiError({ message: GENERAL_MESSAGES.unexpected, code: 'UNKNOWN_ERROR', status: 0, cause });
}

/** The message to show for any failure: the API's own text, else the fallback the caller names. */
export function errorMessage(error: unknown, fallback: string = GENERAL_MESSAGES.unexpected): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
