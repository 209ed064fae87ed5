import { ASSET_FILE_BASE, RENDITION_BASE } from '@vitrine/contract';
import type { Asset, MediaListQuery, ProductAssets } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { plainAlternatives } from '../../search/vocabulary.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { signedUrl } from '../../lib/signing.ts';
import { signingKey } from '../config/index.ts';
import { isStoredProduct } from '../products/index.ts';
import type { Sight } from '../visibility/index.ts';
import {
  assetById,
  assetLinks,
  assetsAwaitingFileMeta,
  listedAssetsByKeys,
  listAssetRows,
  suggestAssetRows,
  listedAssetsByIds,
  keysOutOfRights,
  productAssetRows,
  type AssetListQuery,
  type AssetRow,
} from './asset.repository.ts';
import { mediaIndex, scopeWithDescendants, type MediaIndex } from './scope.service.ts';

/** How long the `secured_url` of an answer stays valid. */
const SECURED_TTL_MS = 24 * 3600_000;

/** The contract's asset list query, within a scope (and its sub-scopes) when one is named. */
export type AssetListRequest = MediaListQuery & { scope?: string };

/** The path of an asset's file: the rendition path clients add parameters to. */
export const assetUrl = (storageKey: string) => `${RENDITION_BASE}/${storageKey}`;

/** The path of the signed original download (the file name part is only for the browser). */
export const securedPath = (id: number) => `${ASSET_FILE_BASE}/${id}`;

/** Rows to API assets, with scope and tag names in the request's locale. */
async function toAssets(deps: Deps, index: MediaIndex, origin: string, rows: AssetRow[]): Promise<Asset[]> {
  const links = await assetLinks(
    deps.db,
    rows.map((r) => r.id),
  );
  const scopes = new Map<number, { name: string }[]>();
  for (const l of links.scopes) {
    const scope = index.scopes.get(l.scope_id);
    if (scope) scopes.set(l.asset_id, [...(scopes.get(l.asset_id) ?? []), { name: scope.name }]);
  }
  const tags = new Map<number, { id: number; name: string }[]>();
  for (const l of links.tags) {
    const tag = index.tags.get(l.tag_id);
    if (tag) tags.set(l.asset_id, [...(tags.get(l.asset_id) ?? []), { id: tag.id, name: tag.name }]);
  }
  const key = await signingKey(deps.db);
  return rows.map((r) => {
    const url = assetUrl(r.storage_key);
    const fileName = encodeURIComponent(`${r.name}.${r.ext}`);
    const signed = signedUrl(key, securedPath(r.id), SECURED_TTL_MS);
    return {
      id: r.id,
      name: r.name,
      scopes: scopes.get(r.id) ?? [],
      absolute_url: `${origin}${url}`,
      secured_url: `${origin}${signed.replace('?', `/${fileName}?`)}`,
      url,
      archived: r.archived,
      created: Math.floor(new Date(r.created_at).getTime() / 1000),
      updated: Math.floor(new Date(r.updated_at).getTime() / 1000),
      size: r.size,
      ext: r.ext,
      tags: tags.get(r.id) ?? [],
      meta: { extension: r.ext, width: r.width, height: r.height, size: r.size },
    };
  });
}

/** A listed asset as another area links to it: its file name, media path and extension. */
export interface AssetFile {
  id: number;
  /** The name people download it under: the asset name and its extension. */
  fileName: string;
  /** The media path (originals and renditions). */
  path: string;
  ext: string;
}

/** Listed (not archived) assets by id; archived or unknown ids are left out. */
/** The record of an asset whose file a signed link hands out (its name, type and file), if any. */
export const downloadableAsset = (db: Database, id: number) => assetById(db, id);

/** Which of these files belong to listed assets (a cart may name only those). */
export async function listedAssetKeys(db: Database, keys: string[], sight: Sight): Promise<Set<string>> {
  return new Set((await listedAssetsByKeys(db, keys, sight)).map((asset) => asset.storage_key));
}

/** Which of these stored files belong to assets outside their rights' window (refused to everyone's links). */
export async function filesOutOfRights(db: Database, keys: string[]): Promise<Set<string>> {
  return new Set(await keysOutOfRights(db, [...new Set(keys)]));
}

export async function assetFiles(db: Database, ids: number[]): Promise<Map<number, AssetFile>> {
  const rows = ids.length ? await listedAssetsByIds(db, [...new Set(ids)]) : [];
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, fileName: `${r.name}.${r.ext}`, path: assetUrl(r.storage_key), ext: r.ext },
    ]),
  );
}

/** Tag ids from `tag` (repeated or comma separated ids); unknown tags match nothing. */
function tagIds(index: MediaIndex, tag: string | string[] | undefined): number[] {
  const values = (Array.isArray(tag) ? tag : tag ? [tag] : [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return [
    ...new Set(
      values.map((v) => {
        const byId = /^\d{1,9}$/.test(v) ? index.tags.get(Number(v)) : undefined;
        return (byId ?? [...index.tags.values()].find((t) => t.code === v))?.id ?? 0;
      }),
    ),
  ];
}

/** A page of assets, all or of one scope (with its sub-scopes), under tags and search words. */
export async function listAssets(
  deps: Deps,
  locale: RequestLocale,
  origin: string,
  request: AssetListRequest,
  sight: Sight,
): Promise<Asset[]> {
  const index = await mediaIndex(deps, locale);
  const query = await listQuery(deps, index, locale, request, sight);
  return toAssets(deps, index, origin, await listAssetRows(deps.db, query));
}

/**
 * The words a name must hold: the search's, split at spaces, and a code typed as a file name is
 * written ("vt-0000022-packshot") also at its separators, so the name's own separators may differ.
 */
function nameWords(search: string): string[] {
  return search
    .split(/\s+/)
    .flatMap((word) => (/\p{N}/u.test(word) && /[-_./]\p{L}/u.test(word) ? word.split(/[-_./]+/) : [word]))
    .filter(Boolean)
    .slice(0, 8);
}

async function listQuery(
  deps: Deps,
  index: MediaIndex,
  locale: RequestLocale,
  request: AssetListRequest,
  sight: Sight,
): Promise<AssetListQuery> {
  return {
    scopeIds: request.scope ? scopeWithDescendants(index, request.scope) : null,
    sight,
    tagIds: tagIds(index, request.tag),
    words: await plainAlternatives(deps.db, nameWords(request.search ?? '')),
    name: request.search?.trim() ?? '',
    orderBy: request.orderBy,
    orderDir: request.orderDir,
    limit: request.itemsPerPage,
    offset: (request.page - 1) * request.itemsPerPage,
    locale,
    translatedNames: index.translatedNames,
  };
}

/** Matches of a search to suggest while it is typed, from the first `candidates` found (suggestAssetRows). */
export async function suggestAssets(
  deps: Deps,
  locale: RequestLocale,
  origin: string,
  search: string,
  limit: number,
  candidates: number,
  sight: Sight,
): Promise<Asset[]> {
  const index = await mediaIndex(deps, locale);
  const request = { search, itemsPerPage: limit, page: 1, orderBy: 'name', orderDir: 'asc' } as const;
  const query = await listQuery(deps, index, locale, request, sight);
  const rows = await suggestAssetRows(deps.db, query, candidates);
  return toAssets(deps, index, origin, rows);
}

/** A product's assets (and its parent's, when asked), grouped by asset name in link order. */
export async function productAssets(
  deps: Deps,
  locale: RequestLocale,
  origin: string,
  productId: number,
  parentId: number | undefined,
  sight: Sight,
): Promise<ProductAssets> {
  if (!(await isStoredProduct(deps.db, productId, sight)))
    throw notFound('Product not found', 'product_not_found');
  const ids = parentId && parentId !== productId ? [productId, parentId] : [productId];
  const rows = await productAssetRows(deps.db, ids, locale, sight);
  const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
  const assets = await toAssets(deps, await mediaIndex(deps, locale), origin, unique);
  const groups: ProductAssets = {};
  for (const asset of assets) (groups[asset.name] ??= []).push(asset);
  return groups;
}

/** Assets whose file has not been read yet, newest first, with the products they show (the demo draws them). */
export const assetsAwaitingFiles = (db: Database, keys?: string[]) => assetsAwaitingFileMeta(db, keys);
