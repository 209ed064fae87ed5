import { sql, type Updateable } from 'kysely';
import type { ConsoleUserQuery } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { PortalUserTable } from './auth.tables.ts';

// The console's reading of accounts: found, sorted and paged on the database, named in the reader's
// language; and the few columns only the console changes.

const ROW_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.company',
  'u.group_id',
  'u.is_admin',
  'u.disabled',
  'u.last_sign_in_at',
  'u.created_at',
] as const;

/** What narrows the list besides the query's own filters: the ids a role elsewhere gives. */
export interface UserFilter {
  /** Only these accounts (the staff of a visitation role); none: every account. */
  ids?: number[];
}

const ORDER = {
  name: [sql`lower(u.last_name)`, sql`lower(u.first_name)`],
  email: [sql`u.email`],
  company: [sql`lower(u.company)`],
  group: [sql`lower(coalesce(t.name, g.code))`],
  // Never signed in sorts as the oldest.
  last_sign_in_at: [sql`coalesce(u.last_sign_in_at, '-infinity'::timestamptz)`],
  created_at: [sql`u.created_at`],
} as const;

function directory(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('portal_user as u')
    .leftJoin('registration_group as g', 'g.id', 'u.group_id')
    .leftJoinLateral(
      translation('registration_group_translation', 'group_id', 'g.id', ['name'], locale),
      (join) => join.onTrue(),
    );
}

/** A page of accounts with the total of the filter. Hidden accounts (the portal's own) are left out. */
export async function listUsers(
  db: Database,
  query: ConsoleUserQuery,
  locale: RequestLocale,
  filter: UserFilter = {},
) {
  let select = directory(db, locale).where('u.hidden', '=', false);
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb('u.company', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb(sql<string>`u.last_name || ' ' || u.first_name`, 'ilike', pattern),
      ]),
    );
  }
  if (query.group_id) select = select.where('u.group_id', '=', query.group_id);
  if (query.state) select = select.where('u.disabled', '=', query.state === 'disabled');
  if (query.role === 'administrator') select = select.where('u.is_admin', '=', true);
  if (filter.ids) select = select.where('u.id', '=', sql<number>`any(${filter.ids}::int[])`);
  let ordered = select.select([
    ...ROW_COLUMNS,
    sql<string | null>`coalesce(t.name, g.code)`.as('group_name'),
  ]);
  for (const key of ORDER[query.sort]) ordered = ordered.orderBy(sql`${key} ${sql.raw(query.dir)}`);
  const [rows, total] = await Promise.all([
    ordered
      .orderBy('u.id', query.dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    select.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One account as the console shows it, with its live sessions counted. */
export function findUserDetail(db: Database, id: number, locale: RequestLocale) {
  return directory(db, locale)
    .select([
      ...ROW_COLUMNS,
      sql<string | null>`coalesce(t.name, g.code)`.as('group_name'),
      'u.locale',
      'u.country',
      'u.city',
      'u.phone_number',
      'u.must_reset_password',
      (eb) =>
        eb
          .selectFrom('auth_token as s')
          .select((c) => c.fn.countAll<string>().as('n'))
          .whereRef('s.user_id', '=', 'u.id')
          .where('s.kind', '=', 'session')
          .where('s.expires_at', '>', new Date())
          .as('active_sessions'),
    ])
    .where('u.id', '=', id)
    .where('u.hidden', '=', false)
    .executeTakeFirst();
}

export type UserDetailRow = NonNullable<Awaited<ReturnType<typeof findUserDetail>>>;

/** Changes an account's console-kept columns. */
export async function updateUserColumns(
  db: Database,
  id: number,
  values: Updateable<PortalUserTable>,
): Promise<void> {
  await db
    .updateTable('portal_user')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Enabled administrators other than `exceptId`: the console never removes the last one. */
export async function countOtherAdministrators(db: Database, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('portal_user')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_admin', '=', true)
    .where('disabled', '=', false)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Notes a sign-in on the account (the console's "last sign-in"). */
export async function markSignedIn(db: Database, id: number): Promise<void> {
  await db.updateTable('portal_user').set({ last_sign_in_at: new Date() }).where('id', '=', id).execute();
}

/** Every registration group with its name in the reader's language and its members. */
export function listGroups(db: Database, locale: RequestLocale) {
  return db
    .selectFrom('registration_group as g')
    .leftJoinLateral(
      translation('registration_group_translation', 'group_id', 'g.id', ['name'], locale),
      (join) => join.onTrue(),
    )
    .select([
      'g.id',
      'g.code',
      'g.is_public',
      'g.position',
      sql<string>`coalesce(t.name, g.code)`.as('name'),
      (eb) =>
        eb
          .selectFrom('portal_user as u')
          .select((c) => c.fn.countAll<string>().as('n'))
          .whereRef('u.group_id', '=', 'g.id')
          .as('members'),
    ])
    .orderBy('g.position')
    .orderBy('g.id')
    .execute();
}

/** Whether a group exists (an approval or a change may name any group, public or not). */
export async function groupExists(db: Database, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('registration_group').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

/** Every name of the groups of `ids`, by group and locale. */
export async function groupNames(db: Database, ids: number[]): Promise<Map<number, Record<string, string>>> {
  const rows = ids.length
    ? await db
        .selectFrom('registration_group_translation')
        .select(['group_id', 'locale', 'name'])
        .where('group_id', 'in', ids)
        .execute()
    : [];
  const names = new Map<number, Record<string, string>>();
  for (const row of rows) names.set(row.group_id, { ...names.get(row.group_id), [row.locale]: row.name });
  return names;
}

/** Whether a group has this code already. */
export async function groupCodeTaken(db: Database, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('registration_group').select('id').where('code', '=', code).executeTakeFirst()) !==
    undefined
  );
}

/** The position after every group's (a new group goes last). */
export async function nextGroupPosition(db: Database): Promise<number> {
  const row = await db
    .selectFrom('registration_group')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
