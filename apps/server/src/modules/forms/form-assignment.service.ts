import type { FormAssignment } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { requireAdministrator, userName } from '../auth/index.ts';
import { activeFormExists, assignmentRows, deleteAssignment, upsertAssignment } from './form.repository.ts';
import { formNotFound } from './form.service.ts';

type AssignmentRow = Awaited<ReturnType<typeof assignmentRows>>[number];
const toAssignment = (row: AssignmentRow): FormAssignment => ({
  form: {
    id: row.form_id,
    name: row.name ?? '',
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
  },
  user_id: row.user_id,
  assigned_by: row.assigned_by === null ? null : { id: row.assigned_by },
  created_at: new Date(row.created_at).toISOString(),
  done_at: row.done_at ? new Date(row.done_at).toISOString() : null,
});

const requireAdmin = (deps: Deps, principal: Principal) => requireAdministrator(deps.db, principal);

/** The forms assigned to a user: only that user or an administrator may read them. */
export async function assignedForms(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
  userId: number,
): Promise<FormAssignment[]> {
  const self = principal.kind === 'user' && principal.userId === userId;
  if (!self) await requireAdmin(deps, principal);
  return (await assignmentRows(deps.db, userId, locale)).map(toAssignment);
}

/** Assigns a form to a user (again, as new, when it was assigned before); administrators only. */
export async function assignForm(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
  userId: number,
  formId: number,
): Promise<FormAssignment> {
  const adminId = await requireAdmin(deps, principal);
  if (!(await userName(deps.db, userId))) throw notFound('User not found', 'user_not_found');
  if (!(await activeFormExists(deps.db, formId))) throw formNotFound();
  await upsertAssignment(deps.db, { form_id: formId, user_id: userId, assigned_by: adminId });
  const rows = await assignmentRows(deps.db, userId, locale);
  return toAssignment(rows.find((r) => r.form_id === formId)!);
}

/** Withdraws an assignment; administrators only. */
export async function unassignForm(deps: Deps, principal: Principal, userId: number, formId: number) {
  await requireAdmin(deps, principal);
  if (!(await deleteAssignment(deps.db, userId, formId)))
    throw notFound('The form is not assigned to this user', 'assignment_not_found');
}
