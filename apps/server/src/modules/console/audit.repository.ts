import type { Insertable } from 'kysely';
import type { AuditQuery } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { AuditEntryTable } from './audit.tables.ts';

export async function insertAuditEntry(db: Database, entry: Insertable<AuditEntryTable>): Promise<void> {
  await db.insertInto('audit_entry').values(entry).execute();
}

/** A page of the log, newest first, with the total of the filter. */
export async function listAuditEntries(db: Database, query: AuditQuery) {
  let select = db.selectFrom('audit_entry as a');
  if (query.target_kind) select = select.where('a.target_kind', '=', query.target_kind);
  if (query.target_id) select = select.where('a.target_id', '=', query.target_id);
  const [rows, total] = await Promise.all([
    select
      .select([
        'a.id',
        'a.at',
        'a.actor_id',
        'a.actor_email',
        'a.action',
        'a.target_kind',
        'a.target_id',
        'a.target_label',
        'a.before',
        'a.after',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Removes entries older than the retention (housekeeping); answers how many went. */
export async function deleteAuditEntriesBefore(db: Database, before: Date): Promise<number> {
  const result = await db.deleteFrom('audit_entry').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
