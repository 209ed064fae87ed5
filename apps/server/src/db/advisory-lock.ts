import { sql } from 'kysely';
import type { Database } from './database.ts';

// Locks this process holds, per database: a session's advisory lock is re-entrant, so work asked
// for twice in one process is told apart here.
const held = new WeakMap<Database, Set<number>>();

/**
 * Runs `work` only if no one else, in this process or any other on the same database and schema,
 * is running work under `key` (a 32-bit integer; a PostgreSQL session advisory lock, paired with
 * the schema so portals sharing a database keep apart). Answers `{ ran: false }` at once instead
 * of waiting; the lock goes with the work, or with its connection if the process dies.
 */
export async function withAdvisoryLock<T>(
  db: Database,
  key: number,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const mine = held.get(db) ?? new Set<number>();
  held.set(db, mine);
  if (mine.has(key)) return { ran: false };
  mine.add(key);
  try {
    // An engine of one session (PGlite) serialises every query behind a held connection, and only
    // one process opens its data directory (data-dir-lock.ts): the guard above is the lock there.
    if (db.getExecutor().adapter.supportsMultipleConnections === false)
      return { ran: true, result: await work() };
    // One connection for lock and unlock: the lock belongs to the session that took it.
    return await db.connection().execute(async (connection) => {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${key}::int, hashtext(current_schema())) as locked
      `.execute(connection);
      if (!rows[0]?.locked) return { ran: false as const };
      try {
        return { ran: true as const, result: await work() };
      } finally {
        await sql`select pg_advisory_unlock(${key}::int, hashtext(current_schema()))`.execute(connection);
      }
    });
  } finally {
    mine.delete(key);
  }
}
