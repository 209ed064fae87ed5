/** A failure worth another attempt: the same job may well succeed in a moment. */
export class RetryableError extends Error {}

// Network and file-system errors that pass (a dropped connection, a busy or exhausted resource).
const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EBUSY',
  'EAGAIN',
  'EMFILE',
  'ENFILE',
  'EIO',
  // nodemailer: the mail server could not be reached or dropped the connection.
  'ECONNECTION',
  'ESOCKET',
]);

/**
 * PostgreSQL states of a lost or refused connection (class 08), a server going down or not yet up
 * (57P01–57P03), too many connections (53300), and conflicts a second try resolves (40001, 40P01).
 */
const TRANSIENT_SQLSTATE = /^(08|57P0[123]$|53300$|40001$|40P01$)/;

interface ErrorFields {
  code?: unknown;
  responseCode?: unknown;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  cause?: unknown;
}

/**
 * Whether a job that threw `error` may be tried again: storage, mail and database connection
 * trouble, yes; bad input and programming errors, no (they would fail the same way every time).
 */
export function isRetryable(error: unknown, depth = 0): boolean {
  if (error instanceof RetryableError) return true;
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e: ErrorFields = error;
  if (typeof e.code === 'string' && (TRANSIENT_CODES.has(e.code) || TRANSIENT_SQLSTATE.test(e.code)))
    return true;
  // SMTP 4xx answers are temporary by definition.
  if (typeof e.responseCode === 'number' && e.responseCode >= 400 && e.responseCode < 500) return true;
  // The AWS SDK (S3 storage) marks throttling and transient faults; 5xx answers are the server's.
  if (e.$retryable) return true;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && (status >= 500 || status === 429)) return true;
  return isRetryable(e.cause, depth + 1);
}
