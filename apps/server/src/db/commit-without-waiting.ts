import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Lets a transaction's commit return before its log reaches the disk. For bulk writes that a
 * later, ordinary commit follows: that commit writes the log of every one before it, so a crash in
 * between loses those writes, never the database's consistency.
 */
export async function commitWithoutWaiting(trx: Database): Promise<void> {
  await sql`set local synchronous_commit = off`.execute(trx);
}
