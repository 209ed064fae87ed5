import type { Report } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { getReport, insertReport } from './report.repository.ts';

type Row = Awaited<ReturnType<typeof insertReport>>;
const toReport = (row: Row): Report => ({
  id: row.id,
  name: row.name,
  description: row.description,
  created: Math.floor(new Date(row.created_at).getTime() / 1000),
  portal_user: { id: row.user_id },
});

/** Stores feedback for the signed-in user; the portal_user sent by the client is not trusted. */
export async function createReport(
  db: Database,
  principal: UserPrincipal,
  name: string,
  description: string,
) {
  return toReport(await insertReport(db, { user_id: principal.userId, name, description }));
}

export async function findReport(db: Database, principal: UserPrincipal, id: number) {
  const row = await getReport(db, id, principal.userId);
  if (!row) throw notFound('Report not found');
  return toReport(row);
}
