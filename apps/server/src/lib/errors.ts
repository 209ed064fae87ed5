import type { ErrorCode, ErrorParams, ValidationKind } from '@vitrine/contract';

/** What an answer may add to its code: the kind of a refused input, and values its text may name. */
export interface ErrorDetail {
  kind?: ValidationKind;
  params?: ErrorParams;
}

/** An error answer's body: `{message, code, field?, kind?, params?}`, the contract's `ApiError`. */
export const errorBody = (code: ErrorCode, message: string, field?: string, detail: ErrorDetail = {}) => ({
  message,
  code,
  ...(field !== undefined ? { field } : {}),
  ...(detail.kind ? { kind: detail.kind } : {}),
  ...(detail.params ? { params: detail.params } : {}),
});

/**
 * An error that is meant for the client: it becomes an `errorBody` answer with its status. The code
 * is one of the contract's `ERROR_CODES`, which clients translate; the message stays English.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly detail: ErrorDetail;

  constructor(status: number, code: ErrorCode, message: string, field?: string, detail: ErrorDetail = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.detail = detail;
  }
}

export const badRequest = (
  message: string,
  field?: string,
  code: ErrorCode = 'bad_request',
  detail?: ErrorDetail,
) => new AppError(400, code, message, field, detail);
export const unauthorized = (message = 'Your session has ended; please sign in again') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this', code: ErrorCode = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'conflict', field?: string) =>
  new AppError(409, code, message, field);

/** Too much work waiting: a 503 with `Retry-After`, so clients come back later instead of piling on. */
export class BusyError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(503, 'busy', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const busy = (message = 'The server is busy; please try again shortly', retryAfterSeconds = 5) =>
  new BusyError(message, retryAfterSeconds);
