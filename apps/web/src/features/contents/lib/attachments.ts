import type { Content } from '@vitrine/contract';
import { hasThumbnail } from '@vitrine/contract/rendition-url';

type Attachment = Content['attachments'][number];

/** An attachment as the detail page offers it: a file to open or collect, and its picture. */
export interface AttachmentFile {
  /** The name without its extension (cart items add the extension when they download). */
  name: string;
  /** The file's address (a media path, or an absolute address). */
  url: string;
  /** Lower-case extension of the file, '' when the address has none. */
  ext: string;
  /** The path to draw a thumbnail from; null when there is no picture (an icon stands in). */
  preview: string | null;
}

/** The path part of an address without its query or fragment. */
function pathOf(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

function extensionOf(url: string): string {
  return /\.([a-z0-9]{1,8})$/i.exec(pathOf(url))?.[1].toLowerCase() ?? '';
}

function baseName(url: string): string {
  const last = pathOf(url).split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * One attachment (spec 3: file, image_small, image_large and their media_* forms with a name and
 * url) as a file: the media file when there is one, else the plain file, else the largest picture.
 * Null for an attachment without any address.
 */
export function toAttachmentFile(attachment: Attachment): AttachmentFile | null {
  const a = attachment;
  const url =
    a.media_file?.url ||
    a.file ||
    a.media_image_large?.url ||
    a.image_large ||
    a.media_image_small?.url ||
    a.image_small;
  if (!url) return null;
  const ext = extensionOf(url);
  const given = a.media_file?.name || a.media_image_large?.name || a.media_image_small?.name || baseName(url);
  // Names may carry the extension; the cart adds it again when it names the download.
  const name = ext && given.toLowerCase().endsWith(`.${ext}`) ? given.slice(0, -ext.length - 1) : given;
  const picture = a.media_image_small?.url || a.image_small || a.media_image_large?.url || a.image_large;
  // Without a picture of its own, a file the rendition service can draw (a PDF) is its own picture.
  const preview = picture || (hasThumbnail(ext) ? url : null);
  return { name: name || 'file', url, ext, preview };
}

/** The attachments that have a file, in order, each address once. */
export function attachmentFiles(content: Pick<Content, 'attachments'>): AttachmentFile[] {
  const seen = new Set<string>();
  return content.attachments
    .map(toAttachmentFile)
    .filter((file): file is AttachmentFile => file !== null && !seen.has(file.url) && !!seen.add(file.url));
}
