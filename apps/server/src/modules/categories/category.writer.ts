import { sql } from 'kysely';
import type { CodedTree } from '../../db/coded-tree.ts';
import type { Database } from '../../db/database.ts';

// What importers, the demo and the products area write of the category tree: its nodes (through
// the shared coded-tree writer, db/coded-tree.ts) and the product count of each category.

/** The categories' tables, as the coded-tree writer (db/coded-tree.ts) reads and writes them. */
export const CATEGORY_TABLES: CodedTree = {
  table: 'category',
  translation: { table: 'category_translation', owner: 'category_id', text: 'title' },
};

/** Stores each category's count of listed products (categories not given count none). */
export async function writeProductCounts(db: Database, counts: Map<number, number>): Promise<void> {
  await sql`
    update category c set product_count = coalesce(x.n, 0)
    from (select c2.id, counts.n from category c2
      left join unnest(${sql.val([...counts.keys()])}::int[], ${sql.val([...counts.values()])}::int[]) as counts(id, n)
      on counts.id = c2.id) x
    where x.id = c.id`.execute(db);
}
