import { sql } from 'kysely';
import type { AssetTexts, ConsoleAssetBulk, ConsoleAssetInput } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { replaceTranslations } from '../../db/translation-writer.ts';

// The console's writes of the library, each in the caller's transaction.

/** A window's first day as the instant it starts in the portal's zone. */
const fromInstant = (day: string | null, zone: string) =>
  day === null ? null : sql<Date>`(${day}::date)::timestamp at time zone ${zone}`;
/** A window's last day as the instant the next one starts: `valid_until` is exclusive. */
const untilInstant = (day: string | null, zone: string) =>
  day === null ? null : sql<Date>`(${day}::date + 1)::timestamp at time zone ${zone}`;

const folded = (text: string) => sql<string>`lower(unaccent(${text}))`;

/** Locks an asset for a write; false when there is none. */
export async function lockAsset(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('asset').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

async function replaceLinks(db: Database, id: number, input: ConsoleAssetInput): Promise<void> {
  await db.deleteFrom('asset_tag_link').where('asset_id', '=', id).execute();
  await db.deleteFrom('asset_scope_link').where('asset_id', '=', id).execute();
  await db.deleteFrom('product_asset').where('asset_id', '=', id).execute();
  const tags = [...new Set(input.tags)];
  const scopes = [...new Set(input.scopes)];
  const products = [...new Set(input.products)];
  if (tags.length)
    await db
      .insertInto('asset_tag_link')
      .values(tags.map((tag_id) => ({ asset_id: id, tag_id })))
      .execute();
  if (scopes.length)
    await db
      .insertInto('asset_scope_link')
      .values(scopes.map((scope_id) => ({ asset_id: id, scope_id })))
      .execute();
  if (products.length)
    await db
      .insertInto('product_asset')
      .values(products.map((product_id, position) => ({ asset_id: id, product_id, position })))
      .execute();
}

/** Only languages with some text are stored; an empty title leaves the asset's own name shown. */
function storedTexts(translations: Record<string, AssetTexts>) {
  return Object.fromEntries(
    Object.entries(translations)
      .filter(([, t]) => t.title || t.description || t.usage_terms)
      .map(([locale, t]) => [
        locale,
        { name: t.title, sort_name: folded(t.title), description: t.description, usage_terms: t.usage_terms },
      ]),
  );
}

/** Writes an asset whole: its row, texts by locale, tag, scope and product links (ids checked before). */
export async function writeConsoleAsset(db: Database, id: number, input: ConsoleAssetInput, zone: string) {
  await db
    .updateTable('asset')
    .set({
      name: input.name,
      sort_name: folded(input.name),
      credit: input.rights.credit,
      licence: input.rights.licence,
      valid_from: fromInstant(input.rights.valid_from, zone),
      valid_until: untilInstant(input.rights.valid_until, zone),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  await replaceLinks(db, id, input);
  await replaceTranslations(db, 'asset_translation', 'asset_id', id, storedTexts(input.translations));
}

/** Locks the assets of a selection; answers the ids found. */
export async function lockAssets(db: Database, ids: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('asset')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** Of a selection, the assets whose window a bulk change would leave ending before it starts. */
export async function windowsInverted(
  db: Database,
  ids: number[],
  rights: ConsoleAssetBulk['rights'],
  zone: string,
) {
  const from = rights.valid_from === undefined ? sql`a.valid_from` : fromInstant(rights.valid_from, zone);
  const until =
    rights.valid_until === undefined ? sql`a.valid_until` : untilInstant(rights.valid_until, zone);
  const rows = await db
    .selectFrom('asset as a')
    .select('a.id')
    .where('a.id', 'in', ids)
    .where(sql<boolean>`${from} >= ${until}`)
    .execute();
  return rows.map((r) => r.id);
}

/** Adds and removes tags and scopes and sets rights fields on a selection (ids checked before). */
export async function bulkEditAssets(db: Database, change: ConsoleAssetBulk, zone: string): Promise<void> {
  const { ids } = change;
  const pairs = <K extends string>(key: K, values: number[]) =>
    ids.flatMap((asset_id) =>
      [...new Set(values)].map((v) => ({ asset_id, [key]: v }) as { asset_id: number } & Record<K, number>),
    );
  if (change.remove_tags.length)
    await db
      .deleteFrom('asset_tag_link')
      .where('asset_id', 'in', ids)
      .where('tag_id', 'in', change.remove_tags)
      .execute();
  if (change.remove_scopes.length)
    await db
      .deleteFrom('asset_scope_link')
      .where('asset_id', 'in', ids)
      .where('scope_id', 'in', change.remove_scopes)
      .execute();
  if (change.add_tags.length)
    await db
      .insertInto('asset_tag_link')
      .values(pairs('tag_id', change.add_tags))
      .onConflict((oc) => oc.doNothing())
      .execute();
  if (change.add_scopes.length)
    await db
      .insertInto('asset_scope_link')
      .values(pairs('scope_id', change.add_scopes))
      .onConflict((oc) => oc.doNothing())
      .execute();
  const r = change.rights;
  await db
    .updateTable('asset')
    .set({
      updated_at: sql`now()`,
      ...(r.credit === undefined ? {} : { credit: r.credit }),
      ...(r.licence === undefined ? {} : { licence: r.licence }),
      ...(r.valid_from === undefined ? {} : { valid_from: fromInstant(r.valid_from, zone) }),
      ...(r.valid_until === undefined ? {} : { valid_until: untilInstant(r.valid_until, zone) }),
    })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Claims the assets whose rights ended since they were last told of (each ending once, whichever
 * instance claims it first): marks them told and answers their names and files.
 */
export function claimEndedRights(db: Database, now: Date) {
  return db
    .updateTable('asset')
    .set({ expiry_told: sql`valid_until` })
    .where('valid_until', '<=', now)
    .where(sql<boolean>`expiry_told is distinct from valid_until`)
    .returning(['id', 'name', 'ext', 'storage_key'])
    .execute();
}
