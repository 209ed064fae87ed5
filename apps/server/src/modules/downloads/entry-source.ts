import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { resolveLocale } from '../../lib/locale.ts';
import { extensionOf, mediaKind } from '../../lib/media-types.ts';
import { renderLeafletPage } from '../leaflets/index.ts';
import { localeSettings } from '../locales/index.ts';
import { FORMAT_EXTENSION, outputFormat, rendition } from '../renditions/index.ts';
import type { ZipEntry, ZipSource } from './download-manifest.ts';
import type { EntrySource } from './zip-writer.ts';
import { EVERYTHING } from '../visibility/index.ts';

/** A stored file: opened directly on local disk (the zip writer reads it into its own buffers), else streamed. */
async function openStored(deps: Deps, key: string): Promise<EntrySource> {
  return deps.storage.localPath ? fsp.open(deps.storage.localPath(key), 'r') : deps.storage.get(key);
}

/** The extension of the bytes an entry holds. */
export function outputExtension(source: ZipSource): string {
  if (source.type === 'leaflet') return 'html';
  const ext = extensionOf(source.key);
  if (source.type === 'file') return ext;
  return FORMAT_EXTENSION[outputFormat(mediaKind(ext), ext, source.format)];
}

/** A leaflet as a page of its own, styled and printable as the portal opens it. */
async function leafletPage(deps: Deps, wanted: string, productId: number): Promise<Buffer> {
  const { codes, defaultCode } = await localeSettings(deps.db);
  const locale = resolveLocale(wanted, codes, defaultCode);
  // Whether the sender saw the product was checked when the link was made (download-request.ts).
  return Buffer.from(await renderLeafletPage(deps, locale, productId, EVERYTHING));
}

/**
 * Opens the bytes of one entry. A rendition not in the cache is made first: the zip waits for a
 * free converter in the conversion queue, never refused with a 503 once bytes have gone out.
 */
export async function openEntry(deps: Deps, entry: ZipEntry): Promise<EntrySource> {
  const source = entry.source;
  if (source.type === 'file') return openStored(deps, source.key);
  if (source.type === 'leaflet')
    return Readable.from([await leafletPage(deps, source.locale, source.productId)]);
  const served = await rendition(deps, source, { whenBusy: 'wait' });
  // One just made is in memory (its cache file may still be on its way).
  return served.bytes ? Readable.from([served.bytes]) : openStored(deps, served.key);
}
