import fs from 'node:fs/promises';
import { badRequest } from './errors.ts';
import { imageSize } from './image.ts';
import { extensionOf, mediaKind } from './media-types.ts';
import { sanitizeSvg } from './svg.ts';
import { zipProblem } from './zip-check.ts';

/** Office documents: zip archives holding a `[Content_Types].xml`. */
const OFFICE = new Set(['docx', 'xlsx', 'pptx']);
/** What sharp names each picture format (AVIF is read as HEIF). */
const IMAGE_FORMAT: Record<string, string> = {
  ...{ jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' },
  ...{ gif: 'gif', tif: 'tiff', tiff: 'tiff' },
};
const SNIFF_BYTES = 64 * 1024;
/** Markup a browser or an interpreter would run, hidden at either end of a file of another type. */
const ACTIVE_MARKUP = /<script\b|<html\b|<\?php|<!doctype html|<body\b|<iframe\b/i;
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_START = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A file that passed: its name without extension, its extension, and its bytes when rewritten. */
export interface CheckedFile {
  name: string;
  ext: string;
  /** The sanitised bytes of an SVG; other files are kept as sent. */
  rewritten: Buffer | null;
}

const mismatch = (ext: string) =>
  badRequest(`The file is not the .${ext} file its name says`, 'file', 'file_type_mismatch');

/** The first and last bytes of a file (enough to know its type, and to find a second one). */
async function ends(file: string, size: number): Promise<{ head: Buffer; tail: Buffer }> {
  const handle = await fs.open(file);
  try {
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(SNIFF_BYTES, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return { head, tail };
  } finally {
    await handle.close();
  }
}

/** Whether the first bytes are those of a video or sound file of this extension. */
function isMedia(ext: string, head: Buffer): boolean {
  const at = (offset: number, text: string) =>
    head.subarray(offset, offset + text.length).toString('latin1') === text;
  if (['mp4', 'm4v', 'mov'].includes(ext))
    return ['ftyp', 'moov', 'wide', 'mdat', 'free'].some((b) => at(4, b));
  if (ext === 'webm' || ext === 'mkv') return head.readUInt32BE(0) === 0x1a45dfa3;
  if (ext === 'avi') return at(0, 'RIFF') && at(8, 'AVI ');
  if (ext === 'mpg' || ext === 'mpeg') return [0x000001ba, 0x000001b3].includes(head.readUInt32BE(0));
  if (ext === 'mp3') return at(0, 'ID3') || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0);
  return false;
}

/** Whether a file name's extension is a type an asset may be (pictures, SVG, PDF, video, MP3, archives). */
export function isAllowedAssetName(fileName: string): boolean {
  const ext = extensionOf(fileName);
  const kind = mediaKind(ext);
  return (
    !!IMAGE_FORMAT[ext] ||
    kind === 'svg' ||
    kind === 'video' ||
    OFFICE.has(ext) ||
    ['pdf', 'mp3', 'zip'].includes(ext)
  );
}

/**
 * Checks a finished upload by its bytes, as visitors' uploads are: the name's extension must be an
 * allowed type and the bytes that type (pictures read by sharp, documents and videos by their
 * signature); a file hiding an archive or markup inside another type (a polyglot), an archive
 * that is a zip bomb or names paths outside itself, and an SVG with scripts are refused (400).
 */
export async function checkAssetFile(file: string, fileName: string): Promise<CheckedFile> {
  if (!isAllowedAssetName(fileName))
    throw badRequest(
      'Upload pictures, SVG, PDF, videos, MP3, ZIP or Office documents',
      'file',
      'file_type_not_allowed',
    );
  const ext = extensionOf(fileName);
  const name = fileName.slice(0, fileName.length - ext.length - 1).trim();
  const { size } = await fs.stat(file);
  if (!size) throw badRequest('The file is empty', 'file', 'invalid_file');
  const { head, tail } = await ends(file, size);
  const kind = mediaKind(ext);
  const zipLike = ext === 'zip' || OFFICE.has(ext);
  const hidden = (bytes: Buffer) => bytes.includes(ZIP_END) || ACTIVE_MARKUP.test(bytes.toString('latin1'));
  if (!zipLike && kind !== 'svg' && (head.subarray(0, 4).equals(ZIP_START) || hidden(head) || hidden(tail)))
    throw badRequest('The file hides another file or markup inside it', 'file', 'file_type_mismatch');
  if (kind === 'svg') return { name, ext, rewritten: sanitizeSvg(await fs.readFile(file)) };
  if (IMAGE_FORMAT[ext]) {
    if ((await imageSize(file))?.format !== IMAGE_FORMAT[ext]) throw mismatch(ext);
  } else if (ext === 'pdf') {
    if (!head.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw mismatch(ext);
  } else if (zipLike) {
    if (!head.subarray(0, 4).equals(ZIP_START)) throw mismatch(ext);
    const problem = await zipProblem(file, OFFICE.has(ext) ? '[Content_Types].xml' : undefined);
    if (problem) throw badRequest(`The archive is refused: ${problem}`, 'file', 'invalid_file');
  } else if (!isMedia(ext, head)) throw mismatch(ext);
  return { name, ext, rewritten: null };
}
