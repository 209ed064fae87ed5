import { RENDITION_BASE, type ConsoleAssetQuery } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { consoleAssetPage, consoleAssetRecord, linksOf } from './asset-console.repository.ts';
import { mediaIndex, type MediaIndex } from './scope.service.ts';

/** The scope with its sub-scopes, by id (empty for an unknown one: nothing matches). */
function withDescendants(index: MediaIndex, id: number): number[] {
  const ids: number[] = [];
  const walk = (scopeId: number) => {
    ids.push(scopeId);
    for (const s of index.scopes.values()) if (s.parentId === scopeId) walk(s.id);
  };
  if (index.scopes.has(id)) walk(id);
  return ids;
}

/** A page of the console's assets with scope and tag names in the reader's language. */
export async function consoleAssets(
  deps: Deps,
  locale: RequestLocale,
  query: ConsoleAssetQuery,
  zone: string,
) {
  const index = await mediaIndex(deps, locale);
  const scopeIds = query.scope === undefined ? null : withDescendants(index, query.scope);
  const { rows, total } = await consoleAssetPage(deps.db, { ...query, scopeIds, zone }, locale);
  const links = await linksOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const named = (
    list: { asset_id: number; id: number }[],
    names: Map<number, { name: string }>,
    id: number,
  ) =>
    list
      .filter((l) => l.asset_id === id && names.has(l.id))
      .map((l) => ({ id: l.id, name: names.get(l.id)!.name }));
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    ext: r.ext,
    url: `${RENDITION_BASE}/${r.storage_key}`,
    archived: r.archived,
    scopes: named(links.scopes, index.scopes, r.id),
    tags: named(links.tags, index.tags, r.id),
    rights: r.rights,
    valid_until: r.valid_until,
    updated_at: new Date(r.updated_at).toISOString(),
  }));
  return { items, total };
}

/** Every scope in tree order with its depth, and every tag, named in the reader's language. */
export async function assetChoices(deps: Deps, locale: RequestLocale) {
  const index = await mediaIndex(deps, locale);
  const scopes: { id: number; name: string; depth: number }[] = [];
  const walk = (nodes: MediaIndex['tree'], depth: number) => {
    for (const n of nodes) {
      scopes.push({ id: n.id, name: n.name, depth });
      walk(n.children, depth + 1);
    }
  };
  walk(index.tree, 0);
  return { scopes, tags: [...index.tags.values()].map(({ id, name }) => ({ id, name })) };
}

/** One asset's record for the edit form (texts by locale, links), or undefined. */
export const consoleAsset = (db: Database, id: number, zone: string) => consoleAssetRecord(db, id, zone);
