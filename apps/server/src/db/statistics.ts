import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Fresh planner statistics after a bulk write, and the visibility map that index-only scans (deep
 * list pages, title and name order) need. On the embedded database, which has no autovacuum, the
 * tables are vacuumed now; on PostgreSQL its autovacuum does that part (a bulk write starts it
 * within a minute), so only `analyze` runs and the write ends sooner.
 */
export async function freshenStatistics(db: Database, tables: string[]): Promise<void> {
  const launcher = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum launcher'`.execute(db);
  const autovacuum = launcher.rows[0].n > 0;
  for (const table of tables)
    await (autovacuum ? sql`analyze ${sql.table(table)}` : sql`vacuum analyze ${sql.table(table)}`).execute(
      db,
    );
}
