import { FORM_FILE_MAX_BYTES, FORM_FILES_MAX, FORM_TEXT_MAX } from '@vitrine/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

/** A file as it arrived: nothing about it is trusted yet. */
export interface RawFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** What arrived under one part name: its text values and its files, in order. */
export interface RawAnswer {
  values: string[];
  files: RawFile[];
}

// Enough parts for a long form; each text at most FORM_TEXT_MAX characters of up to 4 bytes.
const LIMITS = {
  fieldNameSize: 100,
  fieldSize: FORM_TEXT_MAX * 4,
  fields: 500,
  files: FORM_FILES_MAX,
  fileSize: FORM_FILE_MAX_BYTES,
  parts: 500 + FORM_FILES_MAX,
};

/** A part's value as texts: JSON parts (content type application/json) arrive parsed already. */
function texts(value: unknown, name: string): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.map(String);
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  throw badRequest('An answer must be a text or a list of texts', name, 'invalid_answer');
}

/**
 * Reads a result's multipart body into answers by part name. Files are read into memory within
 * their limits (10 MiB each, 10 in all); a body past a limit is a 413 and a malformed or cut-short
 * one a 400, as for the profile picture.
 */
export async function readFormParts(request: FastifyRequest): Promise<Map<string, RawAnswer>> {
  const answers = new Map<string, RawAnswer>();
  const entry = (name: string) => {
    let answer = answers.get(name);
    if (!answer) answers.set(name, (answer = { values: [], files: [] }));
    return answer;
  };
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        entry(part.fieldname).files.push({ fileName: part.filename ?? '', mimeType: part.mimetype, data });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new AppError(413, 'payload_too_large', 'An answer is too long', part.fieldname);
        entry(part.fieldname).values.push(...texts(part.value, part.fieldname));
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as FastifyError).statusCode;
    if (status === 413) throw new AppError(413, 'payload_too_large', tooLarge(error as FastifyError));
    if (status) throw error;
    throw badRequest('The form data is malformed or incomplete');
  }
  return answers;
}

function tooLarge(error: FastifyError): string {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return `A file is larger than ${FORM_FILE_MAX_BYTES / 2 ** 20} MiB`;
  if (error.code === 'FST_FILES_LIMIT') return `At most ${FORM_FILES_MAX} files can be sent`;
  return 'The form data has too many parts';
}
