import type { SearchNote } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { analyticsEnabled } from '../analytics/index.ts';
import type { Sight } from '../visibility/index.ts';
import { deleteSearchesBefore, insertSearch } from './search-log.repository.ts';
import { suggest } from './suggestion.service.ts';

/** Hits counted at most: enough to tell a search that found nothing from one that found plenty. */
export const COUNTED_HITS = 20;

/**
 * A search text as it is counted: lower case, single spaces, so "Oak  Table" and "oak table" are
 * one query.
 *
 * @example searchKey('  Oak  Table ') // 'oak table'
 */
export const searchKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Who searched, where, and what they may see (hits are counted as they would find them). */
export interface SearchContext {
  principal: Principal;
  locale: RequestLocale;
  origin: string;
  sight: Sight;
}

/**
 * Notes a search with its hits (the suggestions' matching, up to COUNTED_HITS) when the setup
 * enables analytics; answers whether it was kept.
 */
export async function noteSearch(deps: Deps, ctx: SearchContext, note: SearchNote): Promise<boolean> {
  if (!(await analyticsEnabled(deps.db))) return false;
  const found = await suggest(
    deps,
    ctx.locale,
    ctx.origin,
    { search: note.search, limit: COUNTED_HITS, sections: note.sections },
    ctx.sight,
  );
  await insertSearch(deps.db, {
    query: searchKey(note.search),
    hits: found.products.length + found.assets.length + found.contents.length,
    user_id: ctx.principal.kind === 'user' ? ctx.principal.userId : null,
    locale: ctx.locale.code,
  });
  return true;
}

/** Housekeeping: forgets searches older than AUDIT_RETENTION_DAYS, as the audit log's entries. */
export function sweepSearchLog(deps: Deps, now: Date): Promise<number> {
  return deleteSearchesBefore(deps.db, new Date(now.getTime() - deps.config.auditRetentionDays * 86_400_000));
}
