import type { ErrorCode } from '@vitrine/contract';
import { errorBody } from '../../lib/errors.ts';

/** The portal's code for a status the tus server answers with a plain-text reason. */
const CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'not_found',
  412: 'bad_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  460: 'bad_request',
};

/**
 * An error answer of the tus server in the portal's one error shape: ours come as JSON already
 * (asset-uploads.ts), the protocol's own reasons are plain text and get the status's code.
 */
export async function tusErrorAnswer(answer: Response) {
  const text = await answer.text();
  try {
    const json = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof json.code === 'string' && typeof json.message === 'string') return json;
  } catch {
    // Plain text: wrapped below.
  }
  return errorBody(CODES[answer.status] ?? 'internal_error', text.trim() || 'The upload was refused');
}
