/** What the server can do with a file, decided by its (lower-case) extension. */
export type MediaKind = 'raster' | 'svg' | 'pdf' | 'video' | 'other';

const RASTER = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'tif', 'tiff']);
const VIDEO = new Set(['mp4', 'm4v', 'mov', 'webm', 'avi', 'mkv', 'mpg', 'mpeg']);

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

// Formats that are compressed already: deflating them again costs time and saves nothing.
const COMPRESSED = new Set([
  ...['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'pdf', 'zip', 'gz', 'docx', 'xlsx', 'pptx'],
  ...['mp3', 'mp4', 'm4v', 'mov', 'webm', 'avi', 'mkv', 'mpg', 'mpeg', 'heic', 'jxl'],
]);

/** The lower-case extension of a file name or storage key ('' when there is none). */
export function extensionOf(name: string): string {
  const match = /\.([a-zA-Z0-9]{1,8})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

export function mediaKind(ext: string): MediaKind {
  if (RASTER.has(ext)) return 'raster';
  if (ext === 'svg') return 'svg';
  if (ext === 'pdf') return 'pdf';
  if (VIDEO.has(ext)) return 'video';
  return 'other';
}

export function mimeType(ext: string): string {
  return MIME[ext] ?? 'application/octet-stream';
}

/** True for types a browser may run code in: served as attachments inside a sandbox. */
export function isActiveContent(ext: string): boolean {
  return ['svg', 'html', 'htm', 'xml', 'xhtml'].includes(ext) || !MIME[ext];
}

/** True when a zip should store the file as is rather than deflate it. */
export function isCompressed(ext: string): boolean {
  return COMPRESSED.has(ext);
}
