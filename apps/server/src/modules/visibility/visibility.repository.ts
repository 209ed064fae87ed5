import type { Database } from '../../db/database.ts';
import type { HiddenKind } from './visibility.tables.ts';

/** The items hidden from a group, by kind (as stored: without what lies below them). */
export async function findHidden(db: Database, groupId: number): Promise<Record<HiddenKind, number[]>> {
  const rows = await db
    .selectFrom('group_hidden')
    .select(['kind', 'item_id'])
    .where('group_id', '=', groupId)
    .orderBy('item_id')
    .execute();
  const hidden: Record<HiddenKind, number[]> = {
    category: [],
    asset_scope: [],
    content_category: [],
    form: [],
  };
  for (const row of rows) hidden[row.kind].push(row.item_id);
  return hidden;
}

/** Replaces what a group does not see (in the caller's transaction). */
export async function replaceHidden(
  db: Database,
  groupId: number,
  hidden: Record<HiddenKind, readonly number[]>,
): Promise<void> {
  await db.deleteFrom('group_hidden').where('group_id', '=', groupId).execute();
  const rows = Object.entries(hidden).flatMap(([kind, ids]) =>
    ids.map((item_id) => ({ group_id: groupId, kind: kind as HiddenKind, item_id })),
  );
  if (rows.length) await db.insertInto('group_hidden').values(rows).execute();
}
