/**
 * Keeps credentials out of the logs. Request lines record the URL, and URLs carry secrets: session
 * tokens sent as `?authorization=` (links the browser opens), link signatures (`signature`, `sig`,
 * `token`), and the tokens of mailed links (`/<locale>/auth/reset/<token>`). Any of them in a log
 * file is a working credential for whoever reads it.
 */

export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential. */
const SECRET_PARAMS = ['authorization', 'access_token', 'token', 'sig', 'signature'];

// The value runs to the next parameter, fragment, space, quote or backslash (a URL inside JSON).
const secretParam = new RegExp(`([?&;](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'\\\\]*`, 'gi');

// The segment after these words of a mailed link is its token: /en/auth/reset/<token>.
const linkToken = /(\/auth\/(?:reset|register|confirm)\/)[^/?#\s"'\\]+/gi;

// Any long run of token characters in a path (a 256-bit token is 43), except ids (UUIDs).
const tokenSegment = /(?<=\/)[A-Za-z0-9_-]{32,}(?=[/?#\s"'\\]|$)/g;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text (a URL, or a whole log line) with every credential it carries replaced. */
export function redactSecrets(text: string): string {
  if (!text.includes('/') && !text.includes('=')) return text;
  return text
    .replace(secretParam, `$1${REDACTED}`)
    .replace(linkToken, `$1${REDACTED}`)
    .replace(tokenSegment, (segment) => (uuid.test(segment) ? segment : REDACTED));
}

/** The request as the log records it: Fastify's own fields, with the URL redacted. */
function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Credential fields that must never be written, wherever a log call puts them. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  'token',
  '*.password',
  '*.token',
];

/**
 * Logger options with redaction added: the request serializer, redacted fields, and a last pass
 * over each line, so a URL inside a message or an error (a framework warning) is caught too.
 */
export function redactingLogger<T extends object>(options: T) {
  return {
    ...options,
    serializers: { req: serializeRequest },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: { streamWrite: redactSecrets },
  };
}
