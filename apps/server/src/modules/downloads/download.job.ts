import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { resolveLocale } from '../../lib/locale.ts';
import { extensionOf, mediaKind } from '../../lib/media-types.ts';
import { escapeHtml } from '../../lib/html.ts';
import { renderLeaflet } from '../leaflets/leaflet.service.ts';
import { localeSettings } from '../locales/locale.service.ts';
import { rendition, FORMAT_EXTENSION, outputFormat } from '../renditions/rendition.service.ts';
import type { ZipEntry } from './download-request.ts';
import { createZipWriter, type EntrySource } from './zip-writer.ts';

export const ZIP_JOB = 'asset-zip';

export interface ZipPayload {
  key: string;
  entries: ZipEntry[];
  /** Request fields named in errors, by entry index. */
  names: string[];
  forceZip64?: boolean;
}

/** A job's answer: the archive's size, or the client error that stopped it. */
export type ZipResult =
  { ok: true; size: number } | { ok: false; status: number; code: string; message: string; field?: string };

const isMissingFile = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** A stored file: opened directly on local disk (the zip writer reads it into its own buffers), else streamed. */
async function openStored(deps: Deps, key: string): Promise<EntrySource> {
  return deps.storage.localPath ? fsp.open(deps.storage.localPath(key), 'r') : deps.storage.get(key);
}

/** The bytes of one entry and their extension. */
async function openEntry(deps: Deps, entry: ZipEntry): Promise<{ stream: EntrySource; ext: string }> {
  const source = entry.source;
  if (source.type === 'file')
    return { stream: await openStored(deps, source.key), ext: extensionOf(source.key) };
  if (source.type === 'leaflet') {
    const { codes, defaultCode } = await localeSettings(deps.db);
    const locale = resolveLocale(source.locale, codes, defaultCode);
    const article = await renderLeaflet(deps, locale, source.productId);
    const html = `<!doctype html>\n<html lang="${locale.language}"><head><meta charset="utf-8"><title>${escapeHtml(entry.name)}</title></head><body>${article}</body></html>\n`;
    return { stream: Readable.from([Buffer.from(html)]), ext: 'html' };
  }
  const served = await rendition(deps, source);
  const ext = extensionOf(source.key);
  return {
    stream: await openStored(deps, served.key),
    ext: FORMAT_EXTENSION[outputFormat(mediaKind(ext), ext, source.format)],
  };
}

/**
 * Writes the zip of a cart to storage, one entry after another. Storage publishes the file only
 * when the whole archive is written; on any failure nothing is left behind under the key.
 */
export async function runZipJob(deps: Deps, raw: Record<string, unknown>): Promise<Record<string, unknown>> {
  const payload = raw as unknown as ZipPayload;
  const sink = await deps.storage.create(payload.key, 'application/zip');
  const zip = createZipWriter(sink, { forceZip64: payload.forceZip64 });
  let current: ZipEntry | undefined;
  try {
    for (const entry of payload.entries) {
      current = entry;
      const { stream, ext } = await openEntry(deps, entry);
      await zip.add(entry.name, ext, stream);
    }
    await zip.finish();
    current = undefined;
    await sink.close();
  } catch (error) {
    await sink.abort();
    const name = current ? payload.names[current.index] : '';
    const field = current ? `files.${current.index}` : undefined;
    let result: ZipResult | undefined;
    if (isMissingFile(error))
      result = {
        ok: false,
        status: 404,
        code: 'source_missing',
        message: `"${name}" is no longer available`,
        field,
      };
    else if (error instanceof AppError)
      result = {
        ok: false,
        status: error.status,
        code: error.code,
        message: `"${name}": ${error.message}`,
        field,
      };
    if (result) return result as unknown as Record<string, unknown>;
    throw error;
  }
  const stat = await deps.storage.stat(payload.key);
  const done: ZipResult = { ok: true, size: stat?.size ?? 0 };
  return done as unknown as Record<string, unknown>;
}
