import { GENERAL_MESSAGES, HTTP_STATUS_BY_CODE, type ErrorCode, type FieldError } from '@bizamply/contracts';

/** A failure we expect and can explain to the user. Mapped to the common error shape in one place. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: FieldError[] | undefined;

  constructor(code: ErrorCode, message: string, details?: FieldError[], status?: number) {
    super(message);
    this.code = code;
    this.status = status ?? HTTP_STATUS_BY_CODE[code];
    this.details = details;
  }
}

export const notFound = (message: string = GENERAL_MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const unauthorized = (message: string = GENERAL_MESSAGES.unauthorized) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string = GENERAL_MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const badRequest = (message: string, details?: FieldError[]) => new AppError('BAD_REQUEST', message, details);
export const conflict = (message: string) => new AppError('CONFLICT', message);
