import type { ConsoleFormCategory, ConsoleFormCategoryWrite } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import type { Principal } from '../../lib/principal.ts';
import { requireAdministrator } from '../auth/index.ts';
import {
  deleteFormCategory,
  formCategoryRows,
  insertFormCategory,
  updateFormCategory,
} from '../forms/index.ts';
import { recordChange } from './audit.service.ts';
import { administrator } from './users.service.ts';

// Form categories for the forms builder, each change in the audit log.

const categoryNotFound = () => notFound('There is no such form category');

export async function formCategoryList(
  deps: Deps,
  principal: Principal,
  locale: RequestLocale,
): Promise<ConsoleFormCategory[]> {
  await requireAdministrator(deps.db, principal);
  return formCategoryRows(deps.db, locale);
}

async function categoryNow(deps: Deps, id: number, locale: RequestLocale) {
  const category = (await formCategoryRows(deps.db, locale)).find((c) => c.id === id);
  if (!category) throw categoryNotFound();
  return category;
}

/** Makes a category (id null) or renames and moves one. */
export async function writeFormCategory(
  deps: Deps,
  principal: Principal,
  id: number | null,
  input: ConsoleFormCategoryWrite,
  locale: RequestLocale,
): Promise<ConsoleFormCategory> {
  const actor = await administrator(deps, principal);
  const before = id === null ? null : await categoryNow(deps, id, locale);
  const saved = await deps.db.transaction().execute(async (trx) => {
    const categoryId = id ?? (await insertFormCategory(trx, input));
    if (id !== null && !(await updateFormCategory(trx, id, input))) throw categoryNotFound();
    await recordChange(trx, actor, {
      action: id === null ? 'form_category.created' : 'form_category.changed',
      target: { kind: 'form_category', id: categoryId, label: Object.values(input.names)[0] },
      before: before && { names: before.names, position: before.position },
      after: { names: input.names, position: input.position },
    });
    return categoryId;
  });
  return categoryNow(deps, saved, locale);
}

/** Deletes a category; its forms stay, without one. */
export async function removeFormCategory(
  deps: Deps,
  principal: Principal,
  id: number,
  locale: RequestLocale,
) {
  const actor = await administrator(deps, principal);
  const before = await categoryNow(deps, id, locale);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteFormCategory(trx, id))) throw categoryNotFound();
    await recordChange(trx, actor, {
      action: 'form_category.deleted',
      target: { kind: 'form_category', id, label: before.name },
      before: { names: before.names, position: before.position },
    });
  });
}
