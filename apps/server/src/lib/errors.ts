/** An error that is meant for the client: it becomes a `{message, code}` answer with its status. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export const badRequest = (message: string, field?: string, code = 'bad_request') =>
  new AppError(400, code, message, field);
export const unauthorized = (message = 'Your session has ended; please sign in again') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict', field?: string) =>
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
