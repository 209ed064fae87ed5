import { randomUUID } from 'node:crypto';
import { deleteFiles } from '../../storage/delete-files.ts';
import { FORM_FILE_TYPES, type ErrorCode } from '@vitrine/contract';
import type { Storage } from '../../storage/storage.ts';
import { badRequest } from '../../lib/errors.ts';
import { imageSize, normalizeUploadedImage } from '../../lib/image.ts';
import { extensionOf } from '../../lib/media-types.ts';
import { formFileKey } from '../../storage/keys.ts';
import type { RawFile } from './form-parts.ts';

/** A file whose bytes were checked, ready to store. */
export interface CheckedFile {
  fileName: string;
  contentType: string;
  extension: string;
  data: Buffer;
}

/** A file as stored: its key and what the answer records. */
export interface StoredFormFile {
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
}

// What sharp calls each image type's format.
const IMAGE_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A name to show and mail: no folders, no control characters, bounded. */
function displayName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f<>]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120);
  return `${base || 'file'}.${extension}`;
}

/**
 * Checks an uploaded file by its bytes, not its name: the claimed type must be an image type or
 * PDF, the name's extension must fit it, and the bytes must be that type (read by sharp from the
 * header, as the profile picture is, or a PDF's `%PDF-` signature). Images are re-encoded (metadata
 * and anything hidden in the bytes dropped), PDFs kept as sent. Anything else is a 400 for `field`.
 */
export async function checkFormFile(
  file: RawFile,
  field: { id: number; name: string },
): Promise<CheckedFile> {
  const fail = (message: string, code: ErrorCode) =>
    badRequest(`${field.name}: ${message}`, String(field.id), code);
  const claimed = file.mimeType.split(';')[0].trim().toLowerCase();
  const extensions = FORM_FILE_TYPES[claimed];
  if (!extensions)
    throw fail('only JPEG, PNG, WebP or GIF images and PDF files are accepted', 'file_type_not_allowed');
  const ext = extensionOf(file.fileName);
  if (ext && !extensions.includes(ext))
    throw fail(`a .${ext} file is not a ${claimed} file`, 'file_type_mismatch');
  if (!file.data.length) throw fail('the file is empty', 'invalid_file');

  if (claimed === 'application/pdf') {
    if (!file.data.subarray(0, 5).equals(Buffer.from('%PDF-')))
      throw fail('the file is not a PDF document', 'file_type_mismatch');
    return {
      fileName: displayName(file.fileName, 'pdf'),
      contentType: claimed,
      extension: 'pdf',
      data: file.data,
    };
  }
  const size = await imageSize(file.data);
  if (!size || size.format !== IMAGE_FORMATS[claimed])
    throw fail(`the file is not a ${IMAGE_FORMATS[claimed].toUpperCase()} image`, 'file_type_mismatch');
  const image = await normalizeUploadedImage(file.data, 4096);
  return {
    fileName: displayName(file.fileName, image.extension),
    contentType: image.contentType,
    extension: image.extension,
    data: image.data,
  };
}

/** Stores checked files under new keys; on a failure removes the ones already stored and rethrows. */
export async function storeFormFiles(storage: Storage, files: CheckedFile[]): Promise<StoredFormFile[]> {
  const stored: StoredFormFile[] = [];
  try {
    for (const file of files) {
      const key = formFileKey(randomUUID(), file.extension);
      await storage.put(key, file.data, file.contentType);
      stored.push({
        storage_key: key,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.data.length,
      });
    }
    return stored;
  } catch (error) {
    await removeFormFiles(storage, stored);
    throw error;
  }
}

/** Removes stored files (a result that failed after they were written); missing ones are no error. */
export async function removeFormFiles(storage: Storage, files: StoredFormFile[]): Promise<void> {
  await deleteFiles(
    storage,
    files.map((f) => f.storage_key),
  );
}
