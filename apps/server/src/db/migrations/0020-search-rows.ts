import { type Kysely, sql } from 'kysely';

/**
 * A search reads each of its matches before the first page is cut (its relevance tier, the total,
 * the facet counts), and a product row is wide (1.5 KB: the search vector of every language and
 * the attributes), so a brand or type word that a fifth of a catalogue holds read thousands of
 * pages that PostgreSQL's default 128 MB of buffers could not keep. `product_search` holds what a
 * search reads of a listed product (active, not archived, not a variant: the only ones the list
 * searches) in a row of its own:
 * - filter keys and the keys of the list's orders, as on `product`;
 * - `head`, the vector's name, identifier and short-text words with their weights and positions
 *   (A and B): the tiers ask for weight A, relevance ranks by these words;
 * - `words`, the vector's other words (long texts) without positions or weights: the index is
 *   built on both.
 * At 100k products that is 30 000 rows of ~0.8 KB (24 MB) instead of 100 000 of 1.5 KB (156 MB).
 * A trigger keeps it from `product` whoever writes the product (importers, demo, admin), one
 * statement at a time, so a bulk import costs one statement more, not one per row.
 *
 * `content_search` does the same for the translations of contents (1.1 KB rows: title,
 * introduction, text and vector), whose search reads the title words' tier of every match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The words of a vector that are not in its head (weights A and B), without positions.
  await sql`
    create function search_rest(v tsvector) returns tsvector
    language sql immutable strict parallel safe as $$
      select ts_delete(strip(v), tsvector_to_array(ts_filter(v, '{a,b}')))
    $$`.execute(db);
  await sql`
    create table product_search (
      id integer primary key references product (id) on delete cascade,
      filter_keys integer[] not null,
      sort_name text not null,
      created_at timestamptz not null,
      sku text not null,
      head tsvector not null,
      words tsvector not null
    )`.execute(db);
  await sql`
    create function product_search_sync() returns trigger language plpgsql as $$
    begin
      delete from product_search s using changed c
      where s.id = c.id and not (c.status and not c.archived and c.parent_id is null);
      insert into product_search as s (id, filter_keys, sort_name, created_at, sku, head, words)
      select c.id, c.filter_keys, c.sort_name, c.created_at, c.sku,
        ts_filter(coalesce(c.search, ''), '{a,b}'), search_rest(coalesce(c.search, ''))
      from changed c where c.status and not c.archived and c.parent_id is null
      on conflict (id) do update set
        filter_keys = excluded.filter_keys, sort_name = excluded.sort_name, created_at = excluded.created_at,
        sku = excluded.sku, head = excluded.head, words = excluded.words
      where (s.filter_keys, s.sort_name, s.created_at, s.sku, s.head, s.words)
        is distinct from (excluded.filter_keys, excluded.sort_name, excluded.created_at, excluded.sku,
          excluded.head, excluded.words);
      return null;
    end $$`.execute(db);
  await keptBy(db, 'product', 'product_search');
  await sql`
    insert into product_search (id, filter_keys, sort_name, created_at, sku, head, words)
    select id, filter_keys, sort_name, created_at, sku, ts_filter(coalesce(search, ''), '{a,b}'),
      search_rest(coalesce(search, ''))
    from product where status and not archived and parent_id is null`.execute(db);
  // The name words' prefixes come from the head (weight A), every other word from `words`.
  await sql`drop index product_search_idx`.execute(db);
  await sql`create index product_search_words_idx on product_search
    using gin ((search_with_name_prefixes(head) || words))`.execute(db);
  await contentSearchRows(db);
}

/**
 * Triggers `<rows>_added` and `<rows>_changed` on `source`: after each insert and update statement,
 * `<rows>_sync()` writes the statement's new rows (`changed`) into the search rows.
 */
async function keptBy(db: Kysely<unknown>, source: string, rows: string): Promise<void> {
  for (const [name, event] of [
    ['added', 'insert'],
    ['changed', 'update'],
  ])
    await sql`create trigger ${sql.raw(`${rows}_${name}`)} after ${sql.raw(event)} on ${sql.table(source)}
      referencing new table as changed for each statement execute function ${sql.raw(`${rows}_sync`)}()`.execute(
      db,
    );
}

/** The narrow search rows of content translations (the title and introduction words' prefixes indexed). */
async function contentSearchRows(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table content_search (
      content_id integer not null,
      locale text not null,
      sort_title text not null,
      head tsvector not null,
      words tsvector not null,
      primary key (content_id, locale),
      foreign key (content_id, locale) references content_translation (content_id, locale) on delete cascade
    )`.execute(db);
  await sql`
    create function content_search_sync() returns trigger language plpgsql as $$
    begin
      insert into content_search as s (content_id, locale, sort_title, head, words)
      select c.content_id, c.locale, c.sort_title, ts_filter(c.search, '{a,b}'), search_rest(c.search) from changed c
      on conflict (content_id, locale) do update set
        sort_title = excluded.sort_title, head = excluded.head, words = excluded.words
      where (s.sort_title, s.head, s.words) is distinct from (excluded.sort_title, excluded.head, excluded.words);
      return null;
    end $$`.execute(db);
  await keptBy(db, 'content_translation', 'content_search');
  await sql`
    insert into content_search (content_id, locale, sort_title, head, words)
    select content_id, locale, sort_title, ts_filter(search, '{a,b}'), search_rest(search) from content_translation`.execute(
    db,
  );
  await sql`drop index content_translation_search_idx`.execute(db);
  await sql`create index content_search_words_idx on content_search
    using gin ((search_with_prefixes(head) || words))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger content_search_added on content_translation`.execute(db);
  await sql`drop trigger content_search_changed on content_translation`.execute(db);
  await sql`drop table content_search`.execute(db);
  await sql`drop function content_search_sync()`.execute(db);
  await sql`drop function search_rest(tsvector)`.execute(db);
  await sql`create index content_translation_search_idx on content_translation
    using gin (search_with_prefixes(search))`.execute(db);
  await sql`drop trigger product_search_added on product`.execute(db);
  await sql`drop trigger product_search_changed on product`.execute(db);
  await sql`drop table product_search`.execute(db);
  await sql`drop function product_search_sync()`.execute(db);
  await sql`create index product_search_idx on product using gin (search_with_name_prefixes(search))
    where status and not archived and parent_id is null`.execute(db);
}

/** Filled in one statement: analysed once the migration is done (db/database.ts). */
export const vacuum = ['product_search', 'content_search'];
