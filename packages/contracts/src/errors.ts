import { z } from 'zod';

/** Every error code the API can answer with. The web maps these to the spec's on-screen text. */
export const ERROR_CODES = [
  'UNKNOWN_ERROR',
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'CSRF_INVALID',
  'RATE_LIMIT_EXCEEDED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'USER_EXISTS',
  'EMAIL_NOT_VERIFIED',
  'INVALID_VERIFICATION_CODE',
  'VERIFICATION_EXPIRED',
  'INVALID_CURRENT_PASSWORD',
  'PASSWORD_NOT_SET',
  'TWO_FACTOR_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  'BRAND_REQUIRED',
  'INSUFFICIENT_CREDITS',
  'SERVICE_UNAVAILABLE',
  'PLATFORM_ERROR',
  // account safety (issue 13 §3, §5, §8, §9)
  'ACCOUNT_INACTIVE',
  'INVALID_LINK',
  'SESSION_CONFLICT',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({
  field: z.string().max(200),
  message: z.string().max(500),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error body of every API response that is not a success (ARCHITECTURE §4). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  status: z.number().int(),
  details: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNKNOWN_ERROR: 500,
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CSRF_INVALID: 403,
  RATE_LIMIT_EXCEEDED: 429,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_SUSPENDED: 403,
  USER_EXISTS: 409,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_VERIFICATION_CODE: 400,
  VERIFICATION_EXPIRED: 400,
  INVALID_CURRENT_PASSWORD: 400,
  PASSWORD_NOT_SET: 400,
  TWO_FACTOR_REQUIRED: 401,
  INVALID_TWO_FACTOR_CODE: 401,
  BRAND_REQUIRED: 400,
  INSUFFICIENT_CREDITS: 402,
  SERVICE_UNAVAILABLE: 503,
  PLATFORM_ERROR: 502,
  ACCOUNT_INACTIVE: 403,
  INVALID_LINK: 400,
  SESSION_CONFLICT: 409,
};
