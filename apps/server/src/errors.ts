import { ERROR_STATUS, type ErrorCode } from '@groundwork/shared/errors';

/** The one error type of the server: a code (mapped to a status in one place) and a readable detail. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly status: number;
  readonly errors: { path: string; message: string }[] | undefined;

  constructor(code: ErrorCode, detail: string, errors?: { path: string; message: string }[]) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.status = ERROR_STATUS[code];
    this.errors = errors;
  }
}

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (detail = 'You do not have permission to do this in this campaign'): AppError =>
  new AppError('FORBIDDEN', detail);
export const badRequest = (detail: string): AppError => new AppError('VALIDATION_FAILED', detail);

/** A unique index refused the write (Drizzle puts the driver's error, with its SQLSTATE, in `cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause.code === '23505';
};
