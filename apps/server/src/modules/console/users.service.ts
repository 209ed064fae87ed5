import type {
  ConsoleUser,
  ConsoleUserChange,
  ConsoleUserCreate,
  ConsoleUserList,
  ConsoleUserQuery,
  ConsoleUserRow,
} from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import {
  countOtherAdministrators,
  deleteAccount,
  endSessions,
  findUserDetail,
  groupExists,
  insertInvitedUser,
  listUsers,
  mailContextFor,
  requireAdministrator,
  sendInvitation,
  sendPasswordReset,
  updateUserColumns,
  userProfileRow,
  type MailContext,
  type UserDetailRow,
} from '../auth/index.ts';
import { deleteFiles } from '../../storage/delete-files.ts';
import { deleteResultsOf, resultsOf } from '../forms/index.ts';
import { deleteMediaOf } from '../profile/index.ts';
import { deleteReportsOf, reportsOf } from '../reports/index.ts';
import { staffWithRole } from '../visitations/index.ts';
import { auditPage, recordChange, type Actor } from './audit.service.ts';
import { rolesOf, visitRoleOf, writeVisitRole } from './roles.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type RowLike = Pick<
  UserDetailRow,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'group_id'
  | 'group_name'
  | 'is_admin'
  | 'disabled'
  | 'last_sign_in_at'
  | 'created_at'
>;

function toRow(row: RowLike, roles: ConsoleUserRow['roles']): ConsoleUserRow {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    group: row.group_id === null ? null : { id: row.group_id, name: row.group_name ?? '' },
    roles,
    disabled: row.disabled,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at)!,
  };
}

/** The administrator calling, as the audit log names them. */
export async function administrator(deps: Deps, principal: Principal): Promise<Actor> {
  const id = await requireAdministrator(deps.db, principal);
  const profile = await userProfileRow(deps.db, id);
  return { id, email: profile?.email ?? '' };
}

export async function userPage(
  deps: Deps,
  principal: Principal,
  query: ConsoleUserQuery,
  locale: RequestLocale,
): Promise<ConsoleUserList> {
  await requireAdministrator(deps.db, principal);
  const visitRole = query.role && query.role !== 'administrator' ? visitRoleOf([query.role]) : null;
  const ids = visitRole ? await staffWithRole(deps.db, visitRole) : undefined;
  const { rows, total } = await listUsers(deps.db, query, locale, { ids });
  const roles = await rolesOf(deps.db, rows);
  return { items: rows.map((row) => toRow(row, roles.get(row.id) ?? [])), total };
}

async function detailOf(deps: Deps, id: number, locale: RequestLocale): Promise<ConsoleUser> {
  const row = await findUserDetail(deps.db, id, locale);
  if (!row) throw notFound('User not found', 'user_not_found');
  const roles = (await rolesOf(deps.db, [row])).get(row.id) ?? [];
  return {
    ...toRow(row, roles),
    locale: row.locale,
    country: row.country,
    city: row.city,
    phone_number: row.phone_number,
    active_sessions: Number(row.active_sessions ?? 0),
    must_reset_password: row.must_reset_password,
  };
}

export async function userDetail(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
): Promise<ConsoleUser> {
  await requireAdministrator(deps.db, principal);
  return detailOf(deps, id, locale);
}

/** What the audit log keeps of an account: the fields the console changes. */
const audited = (user: ConsoleUser) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  company: user.company,
  group_id: user.group?.id ?? null,
  roles: user.roles,
  disabled: user.disabled,
  locale: user.locale,
});

async function checkGroup(deps: Deps, groupId: number | null | undefined): Promise<void> {
  if (groupId != null && !(await groupExists(deps.db, groupId)))
    throw badRequest('There is no such group', 'group_id', 'unknown_group');
}

/**
 * Changes an account; disabling it ends its sessions at once. The last enabled administrator keeps
 * the role and stays enabled, so the console always has someone to run it.
 */
export async function changeUser(
  deps: Deps,
  principal: Principal,
  id: number,
  change: ConsoleUserChange,
  locale: RequestLocale,
): Promise<ConsoleUser> {
  const actor = await administrator(deps, principal);
  const before = await detailOf(deps, id, locale);
  await checkGroup(deps, change.group_id);
  if (change.roles) visitRoleOf(change.roles);
  const isAdmin = change.roles
    ? change.roles.includes('administrator')
    : before.roles.includes('administrator');
  const losesAdmin =
    before.roles.includes('administrator') && !before.disabled && (!isAdmin || change.disabled === true);
  if (losesAdmin && (await countOtherAdministrators(deps.db, id)) === 0)
    throw conflict('The portal needs at least one enabled administrator', 'last_administrator');
  await deps.db.transaction().execute(async (trx) => {
    const { roles, ...columns } = change;
    await updateUserColumns(trx, id, { ...columns, ...(roles ? { is_admin: isAdmin } : {}) });
    if (roles) await writeVisitRole(trx, id, roles);
    if (change.disabled) await endSessions(trx, id);
    const after = { ...audited(before), ...columns, ...(roles ? { roles } : {}) };
    await recordChange(trx, actor, {
      action: 'user.changed',
      target: { kind: 'user', id, label: before.email },
      before: audited(before),
      after,
    });
  });
  return detailOf(deps, id, locale);
}

export async function endUserSessions(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
): Promise<ConsoleUser> {
  const actor = await administrator(deps, principal);
  const user = await detailOf(deps, id, locale);
  await deps.db.transaction().execute(async (trx) => {
    await endSessions(trx, id);
    await recordChange(trx, actor, {
      action: 'user.sessions_ended',
      target: { kind: 'user', id, label: user.email },
      before: { active_sessions: user.active_sessions },
      after: { active_sessions: 0 },
    });
  });
  return detailOf(deps, id, locale);
}

/** Mails the person a reset link in their language; a disabled account gets none (409). */
export async function sendUserReset(
  deps: Deps,
  principal: Principal,
  id: number,
  context: MailContext,
): Promise<void> {
  const actor = await administrator(deps, principal);
  const user = await detailOf(deps, id, context.locale);
  if (user.disabled)
    throw conflict('A disabled account gets no reset mail; enable it first', 'account_disabled');
  await sendPasswordReset(deps, user.email, mailContextFor(context, user.locale));
  await recordChange(deps.db, actor, {
    action: 'user.reset_mail_sent',
    target: { kind: 'user', id, label: user.email },
  });
}

/**
 * Makes an account in a group, with roles; its owner sets a password from the mailed invitation.
 * The mail goes after the account is stored: trouble with it is logged, and a reset mail resends it.
 */
export async function createUser(
  deps: Deps,
  principal: Principal,
  input: ConsoleUserCreate,
  context: MailContext,
  log: (error: unknown) => void,
): Promise<{ id: number }> {
  const actor = await administrator(deps, principal);
  await checkGroup(deps, input.group_id);
  visitRoleOf(input.roles);
  const id = await deps.db.transaction().execute(async (trx) => {
    const created = await insertInvitedUser(trx, {
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      company: input.company ?? '',
      group_id: input.group_id,
      is_admin: input.roles.includes('administrator'),
      locale: input.locale ?? null,
    });
    if (created === undefined)
      throw conflict('This e-mail address has an account already', 'email_taken', 'email');
    await writeVisitRole(trx, created, input.roles);
    await recordChange(trx, actor, {
      action: 'user.created',
      target: { kind: 'user', id: created, label: input.email },
      after: { ...input, company: input.company ?? '', locale: input.locale ?? null },
    });
    return created;
  });
  await sendInvitation(
    deps,
    { id, email: input.email, first_name: input.first_name },
    'invite',
    mailContextFor(context, input.locale ?? null),
  ).catch(log);
  return { id };
}

/** Everything the portal holds about one account, as one JSON document (a data subject's copy). */
export async function exportUser(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
): Promise<Record<string, unknown>> {
  const actor = await administrator(deps, principal);
  const user = await detailOf(deps, id, locale);
  const profile = await userProfileRow(deps.db, id);
  const [history, reports, results] = await Promise.all([
    auditPage(deps, { page: 1, pageSize: 100, target_kind: 'user', target_id: String(id) }),
    reportsOf(deps.db, id),
    resultsOf(deps.db, id),
  ]);
  await recordChange(deps.db, actor, {
    action: 'user.exported',
    target: { kind: 'user', id, label: user.email },
  });
  return {
    exported_at: new Date().toISOString(),
    account: { ...user, ...profile },
    reports,
    form_results: results,
    changes: history.items,
  };
}

/**
 * Deletes a person and what they stored: the account (sessions, consents, orders, visit requests,
 * roles go with it), their reports, their form answers with the files, their pictures. Shares they
 * sent and requests they decided stay, without the link to them. An administrator cannot delete
 * themselves, nor the last enabled administrator.
 */
export async function deleteUser(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
): Promise<void> {
  const actor = await administrator(deps, principal);
  const user = await detailOf(deps, id, locale);
  if (id === actor.id) throw conflict('You cannot delete your own account here', 'conflict');
  if (
    user.roles.includes('administrator') &&
    !user.disabled &&
    (await countOtherAdministrators(deps.db, id)) === 0
  )
    throw conflict('The portal needs at least one enabled administrator', 'last_administrator');
  const files = await deps.db.transaction().execute(async (trx) => {
    const answers = await deleteResultsOf(trx, id);
    const pictures = await deleteMediaOf(trx, id);
    await deleteReportsOf(trx, id);
    await deleteAccount(trx, id);
    await recordChange(trx, actor, {
      action: 'user.deleted',
      target: { kind: 'user', id, label: user.email },
      before: { ...audited(user), email: user.email },
      after: null,
    });
    return [...answers, ...pictures];
  });
  // The records are gone; their files follow (a file left by a crash here is swept as an orphan).
  await deleteFiles(deps.storage, files);
}
