import { identifierText } from '@vitrine/contract/identifier-key';
import { type Kysely, sql } from 'kysely';

/**
 * Article numbers as people type them (any case, separators left out, a start, an end or any four
 * characters of them):
 * - a product keeps its identifiers' keys (`identifiers`, " vt0000022 8710000000222 ", written by
 *   the products area from its sku, EAN and searchable codes);
 * - `product_code` holds each key in a row of its own, kept by a trigger from `identifiers`
 *   whoever writes the product: narrow rows, so a key, a key's start (its primary key, in byte
 *   order) and a key's end (the reversed key) are each an ordered index range, and any part of a
 *   key a trigram lookup whose false matches cost little to check (the product's own rows are
 *   wide: a few codes' common trigrams such as "000" would read most of the catalogue);
 * - an asset's name without its separators (`asset_compact_name`), so "vt0000022_front" finds
 *   "VT-0000022 Front", by its start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('identifiers', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    create table product_code (
      code text collate "C" not null,
      product_id integer not null references product (id) on delete cascade,
      primary key (code, product_id))`.execute(db);
  await sql`create index product_code_end_idx on product_code ((reverse(code)) text_pattern_ops)`.execute(db);
  await sql`create index product_code_trgm_idx on product_code using gin (code gin_trgm_ops)`.execute(db);
  await sql`create index product_code_product_idx on product_code (product_id)`.execute(db);
  await sql`
    create function product_codes_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        delete from product_code where product_id = new.id;
      end if;
      insert into product_code (code, product_id)
      select distinct k, new.id from unnest(string_to_array(btrim(new.identifiers), ' ')) k where k <> '';
      return null;
    end $$`.execute(db);
  await sql`create trigger product_codes_added after insert on product
    for each row when (new.identifiers <> '') execute function product_codes_sync()`.execute(db);
  await sql`create trigger product_codes_changed after update of identifiers on product
    for each row when (old.identifiers is distinct from new.identifiers) execute function product_codes_sync()`.execute(
    db,
  );
  await backfill(db);
  await sql`
    create function asset_compact_name(name text) returns text
    language sql immutable strict parallel safe as $$
      select regexp_replace(name, '[[:space:][:punct:]]+', '', 'g')
    $$`.execute(db);
  await sql`create index asset_compact_name_idx on asset ((asset_compact_name(sort_name)) text_pattern_ops)
    where not archived`.execute(db);
}

/** The keys of the stored products, from their sku, EAN and the values of searchable codes. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const codes = await sql<{ code: string }>`
    select code from attribute where searchable and not localizable`.execute(db);
  let after = 0;
  for (;;) {
    const rows = await sql<{ id: number; sku: string; ean: string | null; attrs: Record<string, unknown> }>`
      select id, sku, ean, attrs from product where id > ${after} order by id limit 5000`.execute(db);
    if (!rows.rows.length) return;
    const keys = rows.rows.map((r) => ({
      id: r.id,
      k: identifierText([r.sku, r.ean, ...codes.rows.map((c) => r.attrs[c.code])]),
    }));
    await sql`
      update product p set identifiers = x.k
      from json_to_recordset(${JSON.stringify(keys.filter((k) => k.k))}::json) as x(id int, k text)
      where p.id = x.id`.execute(db);
    after = rows.rows.at(-1)!.id;
  }
}

/** Rewritten by the backfill: vacuumed once the migration is done (db/database.ts). */
export const vacuum = ['product'];

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index asset_compact_name_idx`.execute(db);
  await sql`drop function asset_compact_name(text)`.execute(db);
  await sql`drop trigger product_codes_changed on product`.execute(db);
  await sql`drop trigger product_codes_added on product`.execute(db);
  await sql`drop function product_codes_sync()`.execute(db);
  await sql`drop table product_code`.execute(db);
  await db.schema.alterTable('product').dropColumn('identifiers').execute();
}
