import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, BusyError } from '../lib/errors.ts';

const byFastifyCode: Record<string, [number, string, string]> = {
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
    return reply.code(414).send({ message: 'The address is too long', code: 'uri_too_long' });
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.code(400).send({ message: 'The address is not valid', code: 'bad_request' });
  request.log.error(error);
  return reply.code(500).send({ message: 'Something went wrong on our side', code: 'internal_error' });
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
          { message: 'The address or headers are too long', code: 'headers_too_large' },
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { message: 'The request took too long', code: 'request_timeout' }]
        : [400, 'Bad Request', { message: 'The request is not valid HTTP', code: 'bad_request' }];
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `X-Content-Type-Options: nosniff\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

/** Every error becomes `{message, code}` JSON; unexpected ones are logged and answered without details. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof BusyError) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply
          .code(error.status)
          .send({ message: error.message, code: error.code, field: error.field });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const path = (issue?.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
        // The type provider gives the path as `/a/0/b`; fields are named `a.0.b` everywhere.
        const field =
          path?.map(String).join('.') ||
          issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
          undefined;
        const where = error.validationContext === 'body' ? '' : `${error.validationContext} `;
        const message = `${field ? `${where}${field}: ` : where}${issue?.message ?? 'Invalid input'}`;
        return reply.code(400).send({ message, code: 'validation_error', field });
      }
      const mapped = error.code ? byFastifyCode[error.code] : undefined;
      if (mapped) return reply.code(mapped[0]).send({ message: mapped[2], code: mapped[1] });
      if (error.statusCode === 429) {
        return reply
          .code(429)
          .send({ message: 'Too many requests; please try again later', code: 'rate_limited' });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ message: error.message, code: 'bad_request' });
      }
      if (isResponseSerializationError(error))
        request.log.error({ issues: error.cause.issues }, 'response schema');
      request.log.error(error);
      return reply.code(500).send({ message: 'Something went wrong on our side', code: 'internal_error' });
    });
  },
  { name: 'errors' },
);
