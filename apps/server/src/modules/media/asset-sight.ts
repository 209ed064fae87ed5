import { type RawBuilder, sql } from 'kysely';
import type { Sight } from '../visibility/index.ts';

/** What of a `Sight` the asset lists apply: the hidden scopes and whether expired rights are seen. */
export type AssetSight = Pick<Sight, 'scopes' | 'outOfRights'>;

/** Rows `a` within their rights' window now (from inclusive, until exclusive; null is open). */
export const WITHIN_RIGHTS = sql<boolean>`((a.valid_from is null or a.valid_from <= now())
    and (a.valid_until is null or a.valid_until > now()))`;

/** Rows `a` in none of the scopes hidden from the asker's group (hiding wins over any other scope). */
const outsideScopes = (hidden: readonly number[]) =>
  sql<boolean>`not exists (select 1 from asset_scope_link h
    where h.asset_id = a.id and h.scope_id = any(${sql.val(hidden)}::int[]))`;

/**
 * What a listed asset `a` must meet for the asker besides being listed: outside their hidden scopes
 * and, for anyone but an administrator, within its rights' window; null when nothing is asked.
 */
export function assetSeen(sight: AssetSight): RawBuilder<boolean> | null {
  const parts = [
    ...(sight.outOfRights ? [] : [WITHIN_RIGHTS]),
    ...(sight.scopes.length ? [outsideScopes(sight.scopes)] : []),
  ];
  return parts.length ? sql<boolean>`(${sql.join(parts, sql` and `)})` : null;
}
