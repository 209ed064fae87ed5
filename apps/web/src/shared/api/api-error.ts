/** A non-2xx answer of the portal API, carrying the server's `{ message, code }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, message: string, code = 'error', field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** Builds an ApiError from whatever body came back; bodies that are not the documented shape keep the status. */
export function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const { message, code, field } = body as Record<string, unknown>;
    return new ApiError(
      status,
      typeof message === 'string' ? message : '',
      typeof code === 'string' ? code : `http_${status}`,
      typeof field === 'string' ? field : undefined,
    );
  }
  return new ApiError(status, typeof body === 'string' ? body.slice(0, 300) : '', `http_${status}`);
}

/** The server's message for a failed call, or `fallback` when there is none (network errors included). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message.trim()) return error.message;
  return fallback;
}
