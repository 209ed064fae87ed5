import { identifierText } from '@vitrine/contract/identifier-key';
import { type Kysely, sql } from 'kysely';

/**
 * Article numbers as people type them (any case, separators left out, a start or any four
 * characters of them):
 * - a product keeps its identifiers' keys (`identifiers`, " vt0000022 8710000000222 ", written by
 *   the products area from its sku, EAN and searchable codes), read through a trigram index, so
 *   a whole key, a key's start and any part of one are each one index lookup. Variants are in it
 *   too: typing a variant's number finds its product;
 * - an asset's name without its separators (`asset_compact_name`), so "vt0000022_front" finds
 *   "VT-0000022 Front", through a trigram index on the expression.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('identifiers', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await backfill(db);
  await sql`create index product_identifiers_idx on product using gin (identifiers gin_trgm_ops)
    where status and not archived and identifiers <> ''`.execute(db);
  await sql`
    create function asset_compact_name(name text) returns text
    language sql immutable strict parallel safe as $$
      select regexp_replace(name, '[[:space:][:punct:]]+', '', 'g')
    $$`.execute(db);
  await sql`create index asset_compact_name_idx on asset using gin (asset_compact_name(sort_name) gin_trgm_ops)
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index asset_compact_name_idx`.execute(db);
  await sql`drop function asset_compact_name(text)`.execute(db);
  await sql`drop index product_identifiers_idx`.execute(db);
  await db.schema.alterTable('product').dropColumn('identifiers').execute();
}

/** Rewritten by the backfill: vacuumed once the migration is done (db/database.ts). */
export const vacuum = ['product'];
