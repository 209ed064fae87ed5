import { type RawBuilder, sql } from 'kysely';

// The queries are built from lexemes the configurations already made (search-query.ts), so they
// are cast, not parsed again.

/**
 * The relevance tier of a match, as a number to sort by (lower first): 1 when the vector answers
 * the first of the search's tier queries (search-query.ts `tiers`), 2 the second..., one past the
 * last when it answers none. Areas sort by tier first and by the asked order within a tier, as
 * dedicated engines put their ranking rules before a sort.
 */
export function searchTier(vector: RawBuilder<unknown>, tiers: string[]): RawBuilder<number> {
  if (!tiers.length) return sql<number>`1`;
  const cases = tiers.map((tier, i) => sql`when ${vector} @@ ${tier}::tsquery then ${sql.lit(i + 1)}`);
  return sql<number>`(case ${sql.join(cases, sql` `)} else ${sql.lit(tiers.length + 1)} end)`;
}

/** How closely a vector matches within its tier: the rank query's score plus the typed words'. */
export function searchRank(
  vector: RawBuilder<unknown>,
  search: { rank: string; exact: string | null },
): RawBuilder<number> {
  const exact = search.exact ? sql` + ts_rank(${vector}, ${search.exact}::tsquery)` : sql``;
  return sql<number>`(ts_rank(${vector}, ${search.rank}::tsquery)${exact})`;
}
