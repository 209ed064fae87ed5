import { RENDITION_BASE, RenditionQuery, type DownloadFile } from '@vitrine/contract';
import { allowedRenditions, isAllowedRendition } from '@vitrine/contract/rendition-url';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { extensionOf, mediaKind } from '../../lib/media-types.ts';
import { hasFfmpeg } from '../../lib/video.ts';
import { listedAssetKeys } from '../media/index.ts';
import { isStoredProduct } from '../products/index.ts';
import type { Sight } from '../visibility/index.ts';
import { isOriginal, mediaKey, renditionRequest } from '../renditions/index.ts';
import type { ZipEntry, ZipSource } from './download-manifest.ts';
import { eachLimited, STAT_CONCURRENCY } from './each-limited.ts';
import { outputExtension } from './entry-source.ts';
import { uniqueNames, zipEntryName } from './zip-names.ts';

const LEAFLET =
  /^\/pim\/export\/export\/public\/leaflet\/([a-z]{2}(?:[_-][A-Za-z]{2})?)\/(\d{1,9})\/[^/]+\.html$/;
const BASE = 'http://portal.invalid';

/**
 * What a cart URL points at. Only this portal's media paths (with rendition parameters) and leaflet
 * paths are accepted; a URL of another host is refused and nothing is ever fetched from a URL.
 */
function parseUrl(url: string, ownHosts: Set<string>, field: string): ZipSource {
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    throw badRequest('Not a valid address', field, 'invalid_url');
  }
  const relative = parsed.origin === BASE && !/^\s*[a-z][a-z0-9+.-]*:|^\s*\/\//i.test(url);
  if (
    !relative &&
    (!['http:', 'https:'].includes(parsed.protocol) || !ownHosts.has(parsed.host.toLowerCase()))
  )
    throw badRequest('Only files of this portal can be downloaded', field, 'foreign_url');
  if (parsed.username || parsed.password) throw badRequest('Not a valid address', field, 'invalid_url');
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    throw badRequest('Not a valid address', field, 'invalid_url');
  }
  const leaflet = LEAFLET.exec(path);
  if (leaflet) return { type: 'leaflet', locale: leaflet[1], productId: Number(leaflet[2]) };
  if (!path.startsWith(`${RENDITION_BASE}/`))
    throw badRequest('Not a file of this portal', field, 'invalid_url');
  let key: string;
  try {
    key = mediaKey(path.slice(RENDITION_BASE.length + 1));
  } catch {
    throw badRequest('Not a file of this portal', field, 'invalid_path');
  }
  const query = RenditionQuery.safeParse(Object.fromEntries(parsed.searchParams));
  if (!query.success) {
    const issue = query.error.issues[0];
    throw badRequest(`${issue.path.join('.')}: ${issue.message}`, field, 'invalid_rendition');
  }
  const q = query.data;
  if (isOriginal(q)) return { type: 'file', key };
  return { type: 'rendition', ...renditionRequest(key, q, 100) };
}

/** A cart file that no longer exists: a 404 naming it. */
export const sourceMissing = (name: string, index: number) =>
  new AppError(404, 'source_missing', `"${name}" is no longer available`, `files.${index}`, {
    params: { name },
  });

/**
 * Validates a cart and answers the zip entries: sources that exist and may be converted, names
 * that are safe and unique. The first problem is a 4xx naming the file.
 */
export async function resolveCart(
  deps: Deps,
  files: DownloadFile[],
  ownHosts: Set<string>,
  sight: Sight,
): Promise<ZipEntry[]> {
  const entries = files.map((file, index) => {
    const source = parseUrl(file.url, ownHosts, `files.${index}.url`);
    if (source.type === 'rendition') {
      const kind = mediaKind(extensionOf(source.key));
      if (kind === 'other' || (kind === 'video' && !hasFfmpeg()))
        throw badRequest(
          `"${file.name}" cannot be resized or converted`,
          `files.${index}.url`,
          'not_convertible',
          { params: { name: file.name } },
        );
      // The cart converts only what the media route would: the contract's presets and cart sizes.
      if (!isAllowedRendition(source))
        throw badRequest(
          `"${file.name}": this rendition is not offered. ${allowedRenditions()}`,
          `files.${index}.url`,
          'rendition_not_allowed',
        );
    }
    return { index, name: zipEntryName(file.name, outputExtension(source), `files.${index}.name`), source };
  });
  const missing = (entry: ZipEntry) => sourceMissing(files[entry.index].name, entry.index);
  const assetKeys = entries.flatMap((e) =>
    e.source.type !== 'leaflet' && e.source.key.startsWith('assets/') ? [e.source.key] : [],
  );
  // What the asker's group does not see is as good as gone: a hidden product's leaflet, a hidden scope's file.
  const listed = await listedAssetKeys(deps.db, [...new Set(assetKeys)], sight);
  await eachLimited(entries, STAT_CONCURRENCY, async (entry) => {
    const source = entry.source;
    if (source.type === 'leaflet') {
      if (!(await isStoredProduct(deps.db, source.productId, sight))) throw missing(entry);
    } else if (
      (source.key.startsWith('assets/') && !listed.has(source.key)) ||
      !(await deps.storage.stat(source.key))
    ) {
      throw missing(entry);
    }
  });
  const names = uniqueNames(entries.map((e) => e.name));
  return entries.map((entry, i) => ({ ...entry, name: names[i] }));
}
