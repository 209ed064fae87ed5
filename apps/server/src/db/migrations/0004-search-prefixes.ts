import { type Kysely, sql } from 'kysely';

/**
 * Search as you type at scale: the product search index also holds the prefixes (3 to 15
 * characters) of the words of names, identifiers and short texts (weights A and B), so a typed
 * prefix is one index entry instead of a range of every word starting with it — a broad prefix
 * such as "sol" expanded to thousands of words and took hundreds of milliseconds on a million
 * products. The stored vector is unchanged (ranking reads it); only the index holds the prefixes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function search_with_prefixes(v tsvector) returns tsvector
    language sql immutable strict parallel safe as $$
      select v || coalesce(array_to_tsvector(array(
        select distinct left(u.lexeme, n)
        from unnest(v) u, generate_series(3, least(length(u.lexeme) - 1, 15)) n
        where u.weights && array['A', 'B'])), ''::tsvector)
    $$`.execute(db);
  await sql`drop index product_search_idx`.execute(db);
  await sql`create index product_search_idx on product using gin (search_with_prefixes(search))
    where status and not archived and parent_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_search_idx`.execute(db);
  await sql`create index product_search_idx on product using gin (search)
    where status and not archived and parent_id is null`.execute(db);
  await sql`drop function search_with_prefixes(tsvector)`.execute(db);
}
