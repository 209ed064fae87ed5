import type { Database } from '../../db/database.ts';

/**
 * Who a form is for. A form assigned to nobody is for everybody; a form assigned to people
 * (`form_assignment`) or groups (`form_group_assignment`) is for them and the groups' members.
 * Administrators reach every form (they build and try them).
 */

/** The forms among `formIds` that are assigned, but not to this user nor to their group. */
export async function formsOutOfReach(db: Database, userId: number, formIds: number[]): Promise<Set<number>> {
  if (!formIds.length) return new Set();
  const rows = await db
    .selectFrom('form as f')
    .select('f.id')
    .where('f.id', 'in', formIds)
    .where((eb) =>
      eb.and([
        eb.or([
          eb.exists(
            eb.selectFrom('form_assignment as a').select('a.form_id').whereRef('a.form_id', '=', 'f.id'),
          ),
          eb.exists(
            eb
              .selectFrom('form_group_assignment as g')
              .select('g.form_id')
              .whereRef('g.form_id', '=', 'f.id'),
          ),
        ]),
        eb.not(
          eb.exists(
            eb
              .selectFrom('form_assignment as a')
              .select('a.form_id')
              .whereRef('a.form_id', '=', 'f.id')
              .where('a.user_id', '=', userId),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('form_group_assignment as g')
              .innerJoin('portal_user as u', 'u.group_id', 'g.group_id')
              .select('g.form_id')
              .whereRef('g.form_id', '=', 'f.id')
              .where('u.id', '=', userId),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('portal_user as u')
              .select('u.id')
              .where('u.id', '=', userId)
              .where('u.is_admin', '=', true),
          ),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The people and groups a form is assigned to. */
export async function audienceOf(db: Database, formId: number) {
  const [users, groups] = await Promise.all([
    db
      .selectFrom('form_assignment')
      .select('user_id')
      .where('form_id', '=', formId)
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('form_group_assignment')
      .select('group_id')
      .where('form_id', '=', formId)
      .orderBy('group_id')
      .execute(),
  ]);
  return { users: users.map((r) => r.user_id), groups: groups.map((r) => r.group_id) };
}

/**
 * Sets who a form is for: assignments no longer wanted go, new ones come; a kept person's
 * assignment keeps its date and whether it was done.
 */
export async function replaceAudience(
  trx: Database,
  formId: number,
  audience: { users: number[]; groups: number[] },
  by: number,
): Promise<void> {
  let users = trx.deleteFrom('form_assignment').where('form_id', '=', formId);
  if (audience.users.length) users = users.where('user_id', 'not in', audience.users);
  await users.execute();
  let groups = trx.deleteFrom('form_group_assignment').where('form_id', '=', formId);
  if (audience.groups.length) groups = groups.where('group_id', 'not in', audience.groups);
  await groups.execute();
  if (audience.users.length)
    await trx
      .insertInto('form_assignment')
      .values(audience.users.map((user_id) => ({ form_id: formId, user_id, assigned_by: by })))
      .onConflict((oc) => oc.columns(['user_id', 'form_id']).doNothing())
      .execute();
  if (audience.groups.length)
    await trx
      .insertInto('form_group_assignment')
      .values(audience.groups.map((group_id) => ({ form_id: formId, group_id, assigned_by: by })))
      .onConflict((oc) => oc.columns(['form_id', 'group_id']).doNothing())
      .execute();
}

/** How many people and groups each form is assigned to. */
export async function audienceCounts(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('form_assignment')
        .select('form_id')
        .unionAll(db.selectFrom('form_group_assignment').select('form_id'))
        .as('a'),
    )
    .select(['a.form_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('a.form_id')
    .execute();
  return new Map(rows.map((r) => [r.form_id, Number(r.n)]));
}
