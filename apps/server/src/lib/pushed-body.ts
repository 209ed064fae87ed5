import type { Readable } from 'node:stream';
import { ADMIN_PUSH_MAX_BYTES, type AdminRawPushType } from '@vitrine/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/** Raw bodies of a bulk push, by type (the contract's list): the file's name when `?name=` is absent. */
export const RAW_TYPES: Record<string, string> = {
  'text/csv': 'push.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'push.xlsx',
  'application/x-ndjson': 'push.jsonl',
  'application/jsonl': 'push.jsonl',
  'application/octet-stream': 'push.csv',
  'application/zip': 'push.zip',
} satisfies Record<AdminRawPushType, string>;

/** Errors of the multipart parser carry their status (size, parts); others mean a broken body. */
export function uploadError(error: unknown): unknown {
  if (error instanceof AppError || (error as FastifyError).statusCode) return error;
  // The server's own troubles (a full disk, the database) stay 500s.
  const code = (error as { code?: unknown; errno?: unknown }).code;
  if (
    (error as { errno?: unknown }).errno !== undefined ||
    (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
  )
    return error;
  return badRequest('The upload is malformed or incomplete', 'file');
}

/** Lets the raw bodies of a bulk push through unread: the route reads them as they arrive. */
export function acceptRawBodies(app: FastifyInstance): void {
  app.addContentTypeParser(Object.keys(RAW_TYPES), (_request, _payload, done) => done(null, undefined));
}

/** A pushed file's body, never held whole, and what tells its name. */
export interface PushedBody {
  body: Readable;
  /** A multipart part's own file name. */
  filename?: string;
  /** A raw body's extension by its type (`.csv`). */
  ext?: string;
}

/**
 * The file of a bulk push: the part `file` of a multipart body, or the raw body (one of the push
 * types, its declared length within the limit). 415 for other types, 413 for a larger declared size.
 */
export async function pushedBody(request: FastifyRequest): Promise<PushedBody> {
  if (request.isMultipart()) {
    let part;
    try {
      part = await request.file({ limits: { fileSize: ADMIN_PUSH_MAX_BYTES } });
    } catch (error) {
      throw uploadError(error);
    }
    if (!part) throw badRequest('The part `file` is missing', 'file', 'file_missing');
    return { body: part.file, filename: part.filename };
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!RAW_TYPES[type])
    throw new AppError(
      415,
      'unsupported_media_type',
      `Send the file raw (${Object.keys(RAW_TYPES).join(', ')}) or as multipart/form-data`,
    );
  const declared = Number(request.headers['content-length']);
  if (declared > ADMIN_PUSH_MAX_BYTES)
    throw new AppError(413, 'payload_too_large', `A pushed file is at most ${ADMIN_PUSH_MAX_BYTES} bytes`);
  return { body: request.raw, ext: RAW_TYPES[type].slice(RAW_TYPES[type].lastIndexOf('.')) };
}
