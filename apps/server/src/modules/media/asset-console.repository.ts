import { sql } from 'kysely';
import type { ConsoleAssetQuery } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

// The console's reads of the library: every asset, archived and outside its rights too.

/** Where an asset `a` stands with its rights now. */
const RIGHTS_STATE = sql<'valid' | 'expired' | 'not_yet_valid'>`(case
  when a.valid_until is not null and a.valid_until <= now() then 'expired'
  when a.valid_from is not null and a.valid_from > now() then 'not_yet_valid'
  else 'valid' end)`;

/** An instant stored for a window's bound, as the portal's day (`until` is exclusive: the day before). */
const dayOf = (column: 'a.valid_from' | 'a.valid_until', zone: string) =>
  column === 'a.valid_from'
    ? sql<string | null>`to_char(a.valid_from at time zone ${zone}, 'YYYY-MM-DD')`
    : sql<string | null>`to_char((a.valid_until at time zone ${zone}) - interval '1 day', 'YYYY-MM-DD')`;

export interface ConsoleAssetFilter extends ConsoleAssetQuery {
  /** The scope asked for with its sub-scopes (null: any). */
  scopeIds: number[] | null;
  zone: string;
}

function filtered(db: Database, f: ConsoleAssetFilter) {
  const words = (f.q ?? '').trim();
  return db
    .selectFrom('asset as a')
    .$if(words !== '', (qb) =>
      qb.where(
        sql<boolean>`(a.sort_name like lower(unaccent(${containsPattern(words)}))
          or exists (select 1 from asset_translation t where t.asset_id = a.id
            and t.sort_name like lower(unaccent(${containsPattern(words)}))))`,
      ),
    )
    .$if(f.scopeIds !== null, (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('asset_scope_link as s')
            .select(sql`1`.as('one'))
            .whereRef('s.asset_id', '=', 'a.id')
            .where('s.scope_id', 'in', f.scopeIds!.length ? f.scopeIds! : [0]),
        ),
      ),
    )
    .$if(f.tag !== undefined, (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('asset_tag_link as t')
            .select(sql`1`.as('one'))
            .whereRef('t.asset_id', '=', 'a.id')
            .where('t.tag_id', '=', f.tag!),
        ),
      ),
    )
    .$if(f.rights !== undefined, (qb) => qb.where(sql<boolean>`${RIGHTS_STATE} = ${f.rights!}`));
}

const SORT = {
  name: sql`a.sort_name`,
  created_at: sql`a.created_at`,
  updated_at: sql`a.updated_at`,
  valid_until: sql`a.valid_until`,
} as const;

/** A page of the console's asset list and how many match. */
export async function consoleAssetPage(db: Database, f: ConsoleAssetFilter, locale: RequestLocale) {
  const direction = f.dir === 'asc' ? sql`asc` : sql`desc`;
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .leftJoinLateral(translation('asset_translation', 'asset_id', 'a.id', ['name'], locale), (j) =>
        j.onTrue(),
      )
      .select(['a.id', 'a.ext', 'a.storage_key', 'a.archived', 'a.updated_at'])
      .select(sql<string>`coalesce(nullif(t.name, ''), a.name)`.as('name'))
      .select(RIGHTS_STATE.as('rights'))
      .select(dayOf('a.valid_until', f.zone).as('valid_until'))
      .orderBy(sql`${SORT[f.sort]} ${direction} nulls last`)
      .orderBy('a.id', f.dir)
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One asset as the edit form opens it, with its texts by locale and its links; undefined if unknown. */
export async function consoleAssetRecord(db: Database, id: number, zone: string) {
  const asset = await db
    .selectFrom('asset as a')
    .select(['a.id', 'a.name', 'a.ext', 'a.storage_key', 'a.size', 'a.width', 'a.height', 'a.archived'])
    .select(['a.credit', 'a.licence', 'a.created_at', 'a.updated_at'])
    .select(dayOf('a.valid_from', zone).as('valid_from'))
    .select(dayOf('a.valid_until', zone).as('valid_until'))
    .select(RIGHTS_STATE.as('rights_state'))
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!asset) return undefined;
  const [texts, tags, scopes, products] = await Promise.all([
    db
      .selectFrom('asset_translation')
      .select(['locale', 'name', 'description', 'usage_terms'])
      .where('asset_id', '=', id)
      .execute(),
    db.selectFrom('asset_tag_link').select('tag_id').where('asset_id', '=', id).orderBy('tag_id').execute(),
    db
      .selectFrom('asset_scope_link')
      .select('scope_id')
      .where('asset_id', '=', id)
      .orderBy('scope_id')
      .execute(),
    db
      .selectFrom('product_asset')
      .select('product_id')
      .where('asset_id', '=', id)
      .orderBy('position')
      .orderBy('product_id')
      .execute(),
  ]);
  return {
    ...asset,
    texts,
    tags: tags.map((r) => r.tag_id),
    scopes: scopes.map((r) => r.scope_id),
    products: products.map((r) => r.product_id),
  };
}
export type ConsoleAssetRecord = NonNullable<Awaited<ReturnType<typeof consoleAssetRecord>>>;

/** Which of the ids name stored rows of a table (tags, scopes or assets). */
export async function existingIds(
  db: Database,
  table: 'asset' | 'asset_tag' | 'asset_scope',
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Scope and tag links of assets, for the console's rows (ids only; names come from the media index). */
export async function linksOf(db: Database, ids: number[]) {
  if (!ids.length) return { scopes: [], tags: [] };
  const [scopes, tags] = await Promise.all([
    db
      .selectFrom('asset_scope_link')
      .select(['asset_id', 'scope_id as id'])
      .where('asset_id', 'in', ids)
      .orderBy('scope_id')
      .execute(),
    db
      .selectFrom('asset_tag_link')
      .select(['asset_id', 'tag_id as id'])
      .where('asset_id', 'in', ids)
      .orderBy('tag_id')
      .execute(),
  ]);
  return { scopes, tags };
}
