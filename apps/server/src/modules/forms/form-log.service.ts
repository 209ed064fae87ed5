import type { FormLog } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { forbidden } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { UserPrincipal } from '../../lib/principal.ts';
import { insertLog, logRows } from './form.repository.ts';
import { viewableForm } from './form.service.ts';

type LogRow = Awaited<ReturnType<typeof logRows>>[number];
const toLog = (row: LogRow): FormLog => ({
  id: row.id,
  form_id: row.form_id,
  description: row.description,
  created_at: new Date(row.created_at).toISOString(),
});

/** Adds a log entry to a form the user sees, when the form allows logging (spec 6). */
export async function addFormLog(
  deps: Deps,
  principal: UserPrincipal,
  locale: RequestLocale,
  formId: number,
  description: string,
) {
  const { form } = await viewableForm(deps, principal, locale, formId);
  if (!form.allow_logging) throw forbidden('This form does not take log entries', 'logging_not_allowed');
  const row = await insertLog(deps.db, { form_id: formId, user_id: principal.userId, description });
  return { id: row.id, message: 'Success' };
}

/** The user's own log entries on a form they see, newest first. */
export async function formLogs(deps: Deps, principal: UserPrincipal, locale: RequestLocale, formId: number) {
  await viewableForm(deps, principal, locale, formId);
  return (await logRows(deps.db, formId, principal.userId)).map(toLog);
}
