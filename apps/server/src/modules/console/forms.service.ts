import type { BuilderForm, ConsoleFormDetail, ConsoleFormRow } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { listGroups, personCards, requireAdministrator } from '../auth/index.ts';
import { builtForm, builtForms, formCategoryExists, removeBuiltForm, saveBuiltForm } from '../forms/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

// The forms builder: forms written through the forms area, each change in the audit log.

const formNotFound = () => notFound('Form not found', 'form_not_found');

/** Every form for the console's list. */
export async function consoleFormList(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
): Promise<ConsoleFormRow[]> {
  await requireAdministrator(deps.db, principal);
  return builtForms(deps.db, locale);
}

/** One form in every language, its audience named. */
async function detailOf(db: Database, id: number, locale: RequestLocale): Promise<ConsoleFormDetail> {
  const form = await builtForm(db, id);
  if (!form) throw formNotFound();
  const [people, groups] = await Promise.all([personCards(db, form.audience.users), listGroups(db, locale)]);
  return {
    ...form,
    audience: {
      users: form.audience.users.flatMap((userId) => {
        const card = people.get(userId);
        return card ? [{ id: userId, name: card.name, email: card.email }] : [];
      }),
      groups: groups
        .filter((g) => form.audience.groups.includes(g.id))
        .map((g) => ({ id: g.id, name: g.name })),
    },
  };
}

export async function consoleForm(deps: Deps, principal: Principal, id: number, locale: RequestLocale) {
  await requireAdministrator(deps.db, principal);
  return detailOf(deps.db, id, locale);
}

/** The people, groups and category a form names must exist: a 400 naming the first that does not. */
async function checkReferences(db: Database, form: BuilderForm, locale: RequestLocale) {
  if (form.category_id !== null && !(await formCategoryExists(db, form.category_id)))
    throw badRequest('There is no such form category', 'category_id', 'not_found');
  const people = await personCards(db, form.audience.users);
  const unknownUser = form.audience.users.findIndex((id) => !people.has(id));
  if (unknownUser >= 0)
    throw badRequest('There is no such user', `audience.users.${unknownUser}`, 'user_not_found');
  const groups = new Set((await listGroups(db, locale)).map((g) => g.id));
  const unknownGroup = form.audience.groups.findIndex((id) => !groups.has(id));
  if (unknownGroup >= 0)
    throw badRequest('There is no such group', `audience.groups.${unknownGroup}`, 'unknown_group');
}

/** What the audit log keeps of a form: its settings and the shape of its fields. */
const audited = (form: BuilderForm | Omit<ConsoleFormDetail, 'audience'>) => ({
  names: form.names,
  category_id: form.category_id,
  active: form.active,
  allow_logging: form.allow_logging,
  required_before_continuing: form.required_before_continuing,
  hidden_after_completion: form.hidden_after_completion,
  recurring: form.recurring,
  start_date: form.start_date,
  stop_date: form.stop_date,
  fields: form.fields.map((f) => f.type),
});
const label = (names: Record<string, string>) => Object.values(names)[0] ?? '';

/** Makes a form, or replaces one (`id`), with its fields and audience, in one transaction with its audit entry. */
export async function writeConsoleForm(
  deps: Deps,
  principal: Principal,
  id: number | null,
  form: BuilderForm,
  locale: RequestLocale,
): Promise<ConsoleFormDetail> {
  const actor = await administrator(deps, principal);
  await checkReferences(deps.db, form, locale);
  const before = id === null ? null : await builtForm(deps.db, id);
  if (id !== null && !before) throw formNotFound();
  const saved = await deps.db.transaction().execute(async (trx) => {
    const formId = await saveBuiltForm(trx, id, form, actor.id);
    if (formId === null) throw formNotFound();
    await recordChange(trx, actor, {
      action: id === null ? 'form.created' : 'form.changed',
      target: { kind: 'form', id: formId, label: label(form.names) },
      before: before && { ...audited(before), audience: before.audience },
      after: { ...audited(form), audience: form.audience },
    });
    return formId;
  });
  return detailOf(deps.db, saved, locale);
}

/** Deletes a form without results (409 otherwise), with its audit entry. */
export async function deleteConsoleForm(deps: Deps, principal: Principal, id: number): Promise<void> {
  const actor = await administrator(deps, principal);
  const before = await builtForm(deps.db, id);
  if (!before) throw formNotFound();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await removeBuiltForm(trx, id))) throw formNotFound();
    await recordChange(trx, actor, {
      action: 'form.deleted',
      target: { kind: 'form', id, label: label(before.names) },
      before: audited(before),
    });
  });
}
