import type { AssetScope, AssetTag } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { hasAssetTranslations } from './asset.repository.ts';
import { listScopes, listTags, tagIdsInUse } from './scope.repository.ts';
import type { Sight } from '../visibility/index.ts';

/** Scopes and tags of one locale: the tree, lookups by id and code, and the tags in order. */
export interface MediaIndex {
  tree: AssetScope[];
  scopes: Map<number, AssetScope & { parentId: number | null }>;
  byCode: Map<string, AssetScope>;
  tags: Map<number, AssetTag & { code: string }>;
  /** Whether any asset has names by locale (imports write them): searches look in them too. */
  translatedNames: boolean;
}

const TTL_MS = 10_000;
const cache = new Map<string, { at: number; db: unknown; index: Promise<MediaIndex> }>();

async function build(deps: Deps, locale: RequestLocale): Promise<MediaIndex> {
  const [scopeRows, tagRows, translatedNames] = await Promise.all([
    listScopes(deps.db, locale),
    listTags(deps.db, locale),
    hasAssetTranslations(deps.db),
  ]);
  const scopes = new Map<number, AssetScope & { parentId: number | null }>();
  for (const r of scopeRows)
    scopes.set(r.id, { id: r.id, code: r.code, name: r.name, children: [], parentId: r.parent_id });
  const tree: AssetScope[] = [];
  for (const node of scopes.values()) {
    const parent = node.parentId === null ? undefined : scopes.get(node.parentId);
    (parent ? parent.children : tree).push(node);
  }
  const byCode = new Map([...scopes.values()].map((s) => [s.code, s]));
  const tags = new Map(tagRows.map((t) => [t.id, { id: t.id, name: t.name, code: t.code }]));
  return { tree, scopes, byCode, tags, translatedNames };
}

/** The scope tree and tags in a locale, cached briefly: every asset answer reads them. */
export function mediaIndex(deps: Deps, locale: RequestLocale): Promise<MediaIndex> {
  const hit = cache.get(locale.code);
  if (hit && hit.db === deps.db && Date.now() - hit.at < TTL_MS) return hit.index;
  const index = build(deps, locale);
  cache.set(locale.code, { at: Date.now(), db: deps.db, index });
  index.catch(() => cache.delete(locale.code));
  return index;
}

/** Empties the cache after scopes or tags changed (an import), so this instance answers them at once. */
export function clearMediaIndexCache(): void {
  cache.clear();
}

/** A public copy without the internal parent link. */
const strip = ({ id, code, name, children }: AssetScope): AssetScope => ({
  id,
  code,
  name,
  children: children.map(strip),
});

/** The scope tree without the scopes hidden from the asker's group (and what lies below them). */
export async function scopeTree(deps: Deps, locale: RequestLocale, sight: Sight): Promise<AssetScope[]> {
  const hidden = new Set(sight.scopes);
  const seen = (scopes: AssetScope[]): AssetScope[] =>
    scopes.filter((s) => !hidden.has(s.id)).map((s) => ({ ...strip(s), children: seen(s.children) }));
  return seen((await mediaIndex(deps, locale)).tree);
}

/** The ids of a scope and every scope below it; a 404 for an unknown code. */
export function scopeWithDescendants(index: MediaIndex, code: string): number[] {
  const root = index.byCode.get(code);
  if (!root) throw notFound('Asset category not found', 'scope_not_found');
  const ids: number[] = [];
  const walk = (scope: AssetScope) => {
    ids.push(scope.id);
    scope.children.forEach(walk);
  };
  walk(root);
  return ids;
}

/** Tags carried by the listed assets of a scope (and its sub-scopes), or of all assets. */
export async function scopeTags(
  deps: Deps,
  locale: RequestLocale,
  code: string | undefined,
  sight: Sight,
): Promise<AssetTag[]> {
  const index = await mediaIndex(deps, locale);
  const scopes = code ? scopeWithDescendants(index, code) : null;
  const inUse = new Set(await tagIdsInUse(deps.db, scopes, sight.scopes, sight.outOfRights));
  return [...index.tags.values()].filter((t) => inUse.has(t.id)).map(({ id, name }) => ({ id, name }));
}
