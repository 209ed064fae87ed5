import { sql } from 'kysely';
import type { Database } from './database.ts';
import { oneColumn, replaceTranslations } from './translation-writer.ts';

// Trees of coded nodes with translated names (categories, asset scopes), written in bulk: the node
// table has `id`, `code`, `parent_id` and `position`; the translation table one row per node and
// locale. The areas name their tables; the importers plan the changes.

/** A tree's tables. */
export interface CodedTree {
  table: 'category' | 'asset_scope';
  translation: {
    table: 'category_translation' | 'asset_scope_translation';
    /** The column naming the node. */
    owner: 'category_id' | 'scope_id';
    /** The column holding the name. */
    text: 'title' | 'name';
  };
}

/** A node to write: new without an id; its parent by code; its names by locale (replacing them). */
export interface TreeNodeChange {
  id: number | null;
  code: string;
  parent: string | null;
  names: Record<string, string>;
  position: number;
}

/** A stored node, by code in `loadTree`'s answer. */
export interface StoredNode {
  id: number;
  parent: string | null;
  parentId: number | null;
  position: number;
  names: Record<string, string>;
}

/** The stored nodes of a tree by code, with their parents' codes and their names by locale. */
export async function loadTree(db: Database, tree: CodedTree): Promise<Map<string, StoredNode>> {
  const { table, owner, text } = tree.translation;
  const [rows, names] = await Promise.all([
    db
      .selectFrom(tree.table as 'category')
      .select(['id', 'code', 'parent_id', 'position'])
      .execute(),
    sql<{ owner: number; locale: string; text: string }>`
      select ${sql.ref(owner)} as owner, locale, ${sql.ref(text)} as text
      from ${sql.table(table)} order by locale`
      .execute(db)
      .then((r) => r.rows),
  ]);
  const codeOf = new Map(rows.map((r) => [r.id, r.code]));
  const byId = new Map<number, StoredNode>();
  const stored = new Map<string, StoredNode>();
  for (const r of rows) {
    const node = {
      id: r.id,
      parent: r.parent_id === null ? null : (codeOf.get(r.parent_id) ?? null),
      parentId: r.parent_id,
      position: r.position,
      names: {},
    };
    byId.set(r.id, node);
    stored.set(r.code, node);
  }
  for (const t of names) {
    const node = byId.get(Number(t.owner));
    if (node) node.names[t.locale] = t.text;
  }
  return stored;
}

/** Writes one node: created or moved, its names replaced; answers its id. */
export async function writeNode(db: Database, tree: CodedTree, change: TreeNodeChange): Promise<number> {
  const nodes = tree.table as 'category';
  const parentId =
    change.parent === null
      ? null
      : (await db.selectFrom(nodes).select('id').where('code', '=', change.parent).executeTakeFirstOrThrow())
          .id;
  let id = change.id;
  const { table, owner, text } = tree.translation;
  if (id === null)
    ({ id } = await db
      .insertInto(nodes)
      .values({ code: change.code, parent_id: parentId, position: change.position })
      .returning('id')
      .executeTakeFirstOrThrow());
  else await db.updateTable(nodes).set({ parent_id: parentId }).where('id', '=', id).execute();
  // Typed as the categories' tree, like `nodes`: both trees' tables have the same shape.
  await replaceTranslations(
    db,
    table as 'category_translation',
    owner as 'category_id',
    id,
    oneColumn(text as 'title', change.names),
  );
  return id;
}

/** The tables of trees whose nodes hide what lies below them (categories, scopes, content categories). */
export type NodeTable = 'category' | 'asset_scope' | 'content_category';

/** `ids` and every node below them in a tree (unknown ids left out). */
export async function descendantIds(
  db: Database,
  table: NodeTable,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const node = sql.table(table);
  const { rows } = await sql<{ id: number }>`
    with recursive below(id) as (
      select id from ${node} where id = any(${sql.val(ids)}::int[])
      union select n.id from ${node} n join below b on n.parent_id = b.id)
    select id from below`.execute(db);
  return rows.map((r) => r.id);
}
