import type { Database } from '../../db/database.ts';

const COLUMNS = ['id', 'user_id', 'name', 'description', 'created_at'] as const;

export function insertReport(db: Database, row: { user_id: number; name: string; description: string }) {
  return db.insertInto('report').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** A report by id; only its author's unless `userId` is null (an administrator). */
export function getReport(db: Database, id: number, userId: number | null) {
  let query = db.selectFrom('report').select(COLUMNS).where('id', '=', id);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/** A page of reports, newest first: one author's, or everyone's when `userId` is null. */
export function listReports(db: Database, userId: number | null, limit: number, offset: number) {
  let query = db.selectFrom('report').select(COLUMNS);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** Every report of one author, oldest first (the console's copy of a person's data). */
export function reportsOf(db: Database, userId: number) {
  return db.selectFrom('report').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
}

/** Removes every report of one author (their account is being deleted). */
export async function deleteReportsOf(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('report').where('user_id', '=', userId).execute();
}
