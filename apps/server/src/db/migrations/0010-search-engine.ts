import { type Kysely, sql } from 'kysely';

// The CJK characters (kana, CJK ideographs and their compatibility forms, Hangul); the same class
// as search/cjk.ts.
const CJK = '[\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af]';

/**
 * The search engine's own pieces, shared by every area:
 * - `search_cjk_grams(text)`: the CJK characters of a text and each pair of neighbours, spaced, so
 *   text without spaces between words is found by its characters (PostgreSQL's parser keeps a whole
 *   run of them as one word);
 * - the vocabulary (`search_word`, by the area it comes from) and each word's deletions
 *   (`search_word_variant`) for typo tolerance (search/typo.ts). Byte order ("C") keeps prefix
 *   ranges on the index.
 * Product vectors written before get the grams of their names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function search_cjk_grams(t text) returns text
    language sql immutable strict parallel safe as $$
      select coalesce(string_agg(g, ' '), '')
      from regexp_matches(t, ${sql.lit(`${CJK}+`)}, 'g') as r(m),
      lateral (
        select substr(m[1], i, 1) as g from generate_series(1, length(m[1])) i
        union all
        select substr(m[1], i, 2) from generate_series(1, length(m[1]) - 1) i
      ) grams
    $$`.execute(db);
  await db.schema
    .createTable('search_word')
    .addColumn('word', sql`text collate "C"`, (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_pk', ['word', 'source'])
    .execute();
  await db.schema
    .createTable('search_word_variant')
    .addColumn('variant', sql`text collate "C"`, (c) => c.notNull())
    .addColumn('word', sql`text collate "C"`, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_variant_pk', ['variant', 'word'])
    .execute();
  await sql`
    update product p set search = coalesce(p.search, ''::tsvector) || x.v
    from (
      select product_id, setweight(to_tsvector('simple', search_cjk_grams(string_agg(name, ' '))), 'A') as v
      from product_translation where name ~ ${sql.lit(CJK)} group by product_id
    ) x
    where x.product_id = p.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_word_variant').execute();
  await db.schema.dropTable('search_word').execute();
  await sql`drop function search_cjk_grams(text)`.execute(db);
}
