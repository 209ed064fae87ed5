import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * The one file of a multipart request, read whole (undefined when there is none). The multipart
 * parser throws plain errors on a malformed or cut-short body; those are the client's, so a 400.
 * Errors with a status (size and part limits, the content type) keep theirs.
 */
export async function readUpload(
  request: FastifyRequest,
  options: Parameters<FastifyRequest['file']>[0],
): Promise<Buffer | undefined> {
  return (await readUploadFile(request, options))?.data;
}

/** `readUpload` with the type and name the file was sent with. */
export async function readUploadFile(
  request: FastifyRequest,
  options: Parameters<FastifyRequest['file']>[0],
): Promise<{ data: Buffer; mimeType: string; fileName: string } | undefined> {
  try {
    const file = await request.file(options);
    return file && { data: await file.toBuffer(), mimeType: file.mimetype, fileName: file.filename };
  } catch (error) {
    if (error instanceof AppError || (error as FastifyError).statusCode) throw error;
    throw badRequest('The upload is malformed or incomplete', 'file');
  }
}
