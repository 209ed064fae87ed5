import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

// Text search configurations by language; anything else (Chinese, Czech, Polish...) uses 'simple'.
const TS_CONFIGS: Record<string, string> = {
  en: 'english', de: 'german', fr: 'french', nl: 'dutch', es: 'spanish', da: 'danish', fi: 'finnish',
  it: 'italian', nn: 'norwegian', ru: 'russian', sv: 'swedish', tr: 'turkish', el: 'greek',
};

/** The text search configuration for a locale code. */
export function searchConfig(locale: string): string {
  return TS_CONFIGS[locale.slice(0, 2)] ?? 'simple';
}

/** Products shown in lists: active, not archived, and not a variant of another product. */
export const LISTED = sql<boolean>`(p.status and not p.archived and p.parent_id is null)`;

/**
 * Recomputes sort names and search vectors: the translated name (weight A), identifiers and other
 * searchable attributes (A), the short description (B) and the long description without tags (C).
 */
export async function refreshSearchVectors(db: Database, productIds?: number[]): Promise<void> {
  const codes = (
    await db.selectFrom('attribute').select('code').where('searchable', '=', true).where('localizable', '=', false).execute()
  ).map((r) => r.code);
  const identifiers = codes.length
    ? sql.join(codes.map((code) => sql`coalesce(p.attrs->>${code}, '')`), sql` || ' ' || `)
    : sql`''`;
  const locales = (await db.selectFrom('product_translation').select('locale').distinct().execute()).map((r) => r.locale);
  for (const locale of locales) {
    const cfg = sql.lit(searchConfig(locale));
    await sql`
      update product_translation t set
        sort_name = lower(unaccent(t.name)),
        search =
          setweight(to_tsvector(${cfg}::regconfig, unaccent(t.name)), 'A') ||
          setweight(to_tsvector('simple', unaccent(${identifiers})), 'A') ||
          setweight(to_tsvector(${cfg}::regconfig, unaccent(coalesce(t.attrs->>'short_description', ''))), 'B') ||
          setweight(to_tsvector(${cfg}::regconfig, unaccent(regexp_replace(coalesce(t.attrs->>'long_description', ''), '<[^>]*>', ' ', 'g'))), 'C')
      from product p
      where p.id = t.product_id and t.locale = ${locale}
        ${productIds ? sql`and t.product_id = any(${productIds})` : sql``}
    `.execute(db);
  }
}

/** Recomputes the per-category product counts and the catalogue-wide option counts. */
export async function refreshCounts(db: Database): Promise<void> {
  await sql`
    update category c set product_count = coalesce(x.n, 0)
    from (select c2.id, counts.n from category c2 left join (
      select -k as id, count(*)::int as n from product p, unnest(p.filter_keys) k where k < 0 and ${LISTED} group by k
    ) counts on counts.id = c2.id) x
    where x.id = c.id`.execute(db);
  await sql`delete from facet_count`.execute(db);
  await sql`
    insert into facet_count (key, count)
    select k, count(*)::int from product p, unnest(p.filter_keys) k where k > 0 and ${LISTED} group by k`.execute(db);
  // Distinct values of number attributes: the choices (and range) of their filters.
  const numeric = await db.selectFrom('attribute').select('code').where('type', 'in', ['number', 'float']).execute();
  const values: Record<string, number[]> = {};
  for (const { code } of numeric) {
    const rows = await sql<{ v: number }>`
      select distinct (p.attrs->>${code})::numeric as v from product p
      where ${LISTED} and jsonb_typeof(p.attrs->${code}) = 'number' order by v limit 200`.execute(db);
    values[code] = rows.rows.map((r) => Number(r.v));
  }
  await db
    .insertInto('setting')
    .values({ key: 'numeric_options', value: JSON.stringify(values) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(values) }))
    .execute();
  await sql`analyze product`.execute(db);
  await sql`analyze product_translation`.execute(db);
}
