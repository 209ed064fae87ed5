import { descendantIds } from '../../db/coded-tree.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../lib/principal.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { authenticate, isAdminUser, userGroup } from '../auth/index.ts';
import { findHidden, replaceHidden } from './visibility.repository.ts';
import type { HiddenKind } from './visibility.tables.ts';

/**
 * What one person does not see, as every list, count, search, export, leaflet and zip applies it:
 * ids of hidden product categories, asset scopes and content categories (each with what lies below
 * it) and of hidden forms. Hiding wins: a product in any hidden category is hidden, an asset in any
 * hidden scope, an article in any hidden content category.
 */
export interface Sight {
  /** Empty when nothing is hidden; otherwise names the hidden sets (for cache keys). */
  key: string;
  categories: number[];
  scopes: number[];
  contentCategories: number[];
  forms: number[];
  /** Whether assets outside their rights' window are seen too (administrators alone). */
  outOfRights?: boolean;
}

/** What guests and members of a group that hides nothing see (assets within their rights' window). */
export const EVERYTHING: Sight = Object.freeze({
  key: '',
  categories: [],
  scopes: [],
  contentCategories: [],
  forms: [],
}) as Sight;

/** What administrators see: everything, assets outside their rights' window too. */
export const ADMINISTRATOR: Sight = Object.freeze({ ...EVERYTHING, key: 'administrator', outOfRights: true });

// Visibility changes rarely and is read on every list: a few seconds of caching per group and per
// person (every instance converges within that time; a change here clears this instance's at once).
const byGroup = ttlCache<Sight>(5_000);
const byUser = ttlCache<{ groupId: number | null; admin: boolean }>(5_000, 1000);

async function groupSight(db: Database, groupId: number): Promise<Sight> {
  const hidden = await findHidden(db, groupId);
  if (Object.values(hidden).every((ids) => ids.length === 0)) return EVERYTHING;
  const [categories, scopes, contentCategories] = await Promise.all([
    descendantIds(db, 'category', hidden.category),
    descendantIds(db, 'asset_scope', hidden.asset_scope),
    descendantIds(db, 'content_category', hidden.content_category),
  ]);
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  const sight = {
    categories: sorted(categories),
    scopes: sorted(scopes),
    contentCategories: sorted(contentCategories),
    forms: sorted(hidden.form),
  };
  return { key: JSON.stringify(sight), ...sight };
}

/**
 * What the caller does not see: their group's hidden items and assets outside their rights' window;
 * for guests, that window alone; nothing for administrators.
 */
export async function sightOf(deps: Deps, principal: Principal): Promise<Sight> {
  if (principal.kind !== 'user') return EVERYTHING;
  const person = await byUser.get(deps.db, String(principal.userId), async () => {
    const [groupId, admin] = await Promise.all([
      userGroup(deps.db, principal.userId),
      isAdminUser(deps.db, principal.userId),
    ]);
    return { groupId, admin };
  });
  if (person.admin) return ADMINISTRATOR;
  if (person.groupId === null) return EVERYTHING;
  return byGroup.get(deps.db, String(person.groupId), () => groupSight(deps.db, person.groupId!));
}

/**
 * What the bearer of an `Authorization` header does not see, on a public page that may be asked
 * with a session (a leaflet): nothing hidden without one, or with a token that is no session.
 */
export async function sightOfToken(deps: Deps, authorization: string | undefined): Promise<Sight> {
  const token = authorization?.trim().replace(/^Bearer\s+/i, '');
  if (!token || token.length > 512) return EVERYTHING;
  const principal = await authenticate(deps, token);
  return principal ? sightOf(deps, principal) : EVERYTHING;
}

/** The items hidden from a group, as stored (the console shows and edits these). */
export const hiddenFromGroup = (db: Database, groupId: number) => findHidden(db, groupId);

/** Replaces what a group does not see (in the caller's transaction); this instance follows at once. */
export async function hideFromGroup(
  db: Database,
  groupId: number,
  hidden: Record<HiddenKind, readonly number[]>,
): Promise<void> {
  await replaceHidden(db, groupId, hidden);
  byGroup.clear();
}

/** Forgets cached groups and people (a person moved to another group, a role changed). */
export function clearSightCache(): void {
  byGroup.clear();
  byUser.clear();
}
