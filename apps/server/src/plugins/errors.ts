import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@vitrine/contract';
import { AppError, BusyError, errorBody } from '../lib/errors.ts';
import { issueKind, valueAt, type ZodIssueLike } from '../lib/validation-issue.ts';

const byFastifyCode: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Unsupported content type'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'The JSON body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request', 'The body is not valid JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'Invalid content length'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large', 'The file is too large'],
  FST_FILES_LIMIT: [413, 'payload_too_large', 'Too many files'],
  FST_PARTS_LIMIT: [413, 'payload_too_large', 'Too many parts'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type', 'Expected a multipart form'],
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a broken percent
 * encoding, a path parameter beyond `maxParamLength`). Fastify's own answers echo the URL; these
 * keep the API's `{message, code}` shape and never repeat what was sent.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hooks run before these answers: the header the security plugin would add is set here.
  reply.header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send(errorBody('uri_too_long', 'The address is too long'));
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.code(400).send(errorBody('bad_request', 'The address is not valid'));
  request.log.error(error);
  return reply.code(500).send(errorBody('internal_error', 'Something went wrong on our side'));
}

/**
 * Fastify's `clientErrorHandler`: requests Node cannot parse (headers or address past 16 KB, broken
 * HTTP) answered in the API's shape too, then the connection closed; nothing of them is echoed.
 */
export function clientErrors(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          errorBody('headers_too_large', 'The address or headers are too long'),
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', errorBody('request_timeout', 'The request took too long')]
        : [400, 'Bad Request', errorBody('bad_request', 'The request is not valid HTTP')];
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

/** What of a refused body is read and dropped at most, and for how long, before answering. */
const DISCARD_BYTES = 64 * 1024 * 1024;
const DISCARD_MS = 15_000;

/**
 * Reads and drops what is left of a body refused as too large, up to a bound, so the 413 reaches a
 * client still sending it: a browser that meets a closed socket mid-upload reports a network
 * error, not the answer. Past the bound (or the time) the answer goes anyway and the connection
 * closes after it.
 */
function discardBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const timer = setTimeout(done, DISCARD_MS);
    function done() {
      clearTimeout(timer);
      raw.off('data', count).off('end', done).off('close', done).off('error', done);
      resolve();
    }
    function count(chunk: Buffer) {
      seen += chunk.length;
      if (seen > DISCARD_BYTES) done();
    }
    raw.on('data', count).on('end', done).on('close', done).on('error', done);
    raw.resume();
  });
}

/**
 * Every error becomes `{message, code, field?, kind?, params?}` JSON (the contract's `ApiError`, its
 * code one of `ERROR_CODES`); unexpected ones are logged and answered without details.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const status = error instanceof AppError ? error.status : error.code && byFastifyCode[error.code]?.[0];
      if (status === 413 || error.statusCode === 413) {
        await discardBody(request.raw);
        reply.header('connection', 'close');
      }
      if (error instanceof AppError) {
        if (error instanceof BusyError) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.status).send(errorBody(error.code, error.message, error.field, error.detail));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        // The type provider gives the path as `/a/0/b`; fields are named `a.0.b` everywhere.
        const path = issue?.instancePath?.split('/').filter(Boolean) ?? [];
        const field = path.join('.') || undefined;
        const where = error.validationContext === 'body' ? '' : `${error.validationContext} `;
        const message = `${field ? `${where}${field}: ` : where}${issue?.message ?? 'Invalid input'}`;
        // The kind and bound let clients say what is wrong in the reader's language. The type
        // provider passes zod's issue on as the keyword (its code) and params (the rest).
        const zodIssue = issue && { ...(issue.params as ZodIssueLike), code: issue.keyword };
        const part = request[error.validationContext as 'body' | 'query' | 'params' | 'headers'];
        const detail = issueKind(zodIssue, path.length > 0 && valueAt(part, path) === undefined);
        return reply.code(400).send(errorBody('validation_error', message, field, detail));
      }
      const mapped = error.code ? byFastifyCode[error.code] : undefined;
      if (mapped) return reply.code(mapped[0]).send(errorBody(mapped[1], mapped[2]));
      if (error.statusCode === 429) {
        return reply.code(429).send(errorBody('rate_limited', 'Too many requests; please try again later'));
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send(errorBody('bad_request', error.message));
      }
      if (isResponseSerializationError(error))
        request.log.error({ issues: error.cause.issues }, 'response schema');
      request.log.error(error);
      return reply.code(500).send(errorBody('internal_error', 'Something went wrong on our side'));
    });
  },
  { name: 'errors' },
);
