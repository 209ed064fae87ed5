import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Admin API tokens: rows by name, looked up by hash. */

export function insertToken(db: Database, name: string, tokenHash: string) {
  return db
    .insertInto('admin_token')
    .values({ name, token_hash: tokenHash })
    .returning(['id', 'name', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function findActiveTokenByName(db: Database, name: string) {
  return db
    .selectFrom('admin_token')
    .select('id')
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The token a hash belongs to, unless revoked; marks it used (at most once a minute, to spare writes). */
export async function useToken(
  db: Database,
  tokenHash: string,
): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('admin_token')
    .select(['id', 'name', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > 60_000)
    await db
      .updateTable('admin_token')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
  return { id: row.id, name: row.name };
}

export function listTokens(db: Database) {
  return db
    .selectFrom('admin_token')
    .select(['name', 'created_at', 'last_used_at', 'revoked_at'])
    .orderBy('revoked_at', (o) => o.desc().nullsFirst())
    .orderBy('name')
    .execute();
}

/** Revokes the active token of that name; answers whether there was one. */
export async function revokeToken(db: Database, name: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_token')
    .set({ revoked_at: sql`now()` })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
