import { sql } from 'kysely';
import type { AccountRequestStatus, ConsoleAccountRequestQuery } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export async function insertAccountRequest(
  db: Database,
  row: { email: string; payload: Record<string, unknown>; locale: string },
): Promise<void> {
  await db
    .insertInto('account_request')
    .values({ ...row, payload: JSON.stringify(row.payload) })
    .execute();
}

const COLUMNS = [
  'r.id',
  'r.email',
  'r.payload',
  'r.locale',
  'r.status',
  'r.created_at',
  'r.decided_at',
  'r.decided_by',
  'r.decision_message',
  'r.user_id',
] as const;

/** The payload's text at `key` (requests keep what the applicant typed as JSON). */
const payloadText = (key: string) => sql<string>`coalesce(r.payload->>${key}, '')`;

const ORDER = {
  created_at: sql`r.created_at`,
  email: sql`r.email`,
  company: sql`lower(${payloadText('company')})`,
  status: sql`r.status`,
} as const;

/** A page of requests with the total of the filter, open ones first unless sorted otherwise. */
export async function listAccountRequests(db: Database, query: ConsoleAccountRequestQuery) {
  let select = db.selectFrom('account_request as r');
  if (query.status) select = select.where('r.status', '=', query.status);
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) =>
      eb.or([
        eb('r.email', 'ilike', pattern),
        eb(payloadText('company'), 'ilike', pattern),
        eb(sql<string>`${payloadText('first_name')} || ' ' || ${payloadText('last_name')}`, 'ilike', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    select
      .select(COLUMNS)
      .orderBy(sql`${ORDER[query.sort]} ${sql.raw(query.dir)}`)
      .orderBy('r.id', query.dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findAccountRequest(db: Database, id: number) {
  return db.selectFrom('account_request as r').select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export type AccountRequestRow = NonNullable<Awaited<ReturnType<typeof findAccountRequest>>>;

/**
 * Records the decision on a request that is still open; false when it was decided meanwhile (by
 * another operator), so two decisions never both take effect.
 */
export async function decideAccountRequest(
  db: Database,
  id: number,
  decision: {
    status: Exclude<AccountRequestStatus, 'open'>;
    decided_by: number;
    decision_message: string | null;
    user_id: number | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('account_request')
    .set({ ...decision, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
