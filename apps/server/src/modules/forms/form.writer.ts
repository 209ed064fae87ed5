import type { Database } from '../../db/database.ts';
import {
  insertForm,
  insertFormCategory,
  insertResult,
  type NewAnswer,
  type NewForm,
  type NewFormCategory,
} from './form.repository.ts';

export type { NewForm, NewFormCategory };

/**
 * The forms area's bulk writer: form categories and forms (the demo's, or a test's) in one
 * transaction, with results already sent; answers the ids of the forms by code.
 */
export async function writeForms(
  db: Database,
  categories: NewFormCategory[],
  forms: (Omit<NewForm, 'categoryId'> & { category: string | null })[],
  results: { form: string; userId: number; createdAt: Date; answers: (ids: number[]) => NewAnswer[] }[] = [],
): Promise<Map<string, number>> {
  return db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const category of categories)
      categoryIds.set(category.code, await insertFormCategory(trx, category));
    const formIds = new Map<string, number>();
    const fieldIds = new Map<string, number[]>();
    for (const { category, ...form } of forms) {
      const written = await insertForm(trx, {
        ...form,
        categoryId: category === null ? null : (categoryIds.get(category) ?? null),
      });
      formIds.set(form.code, written.id);
      fieldIds.set(form.code, written.fieldIds);
    }
    for (const result of results) {
      const formId = formIds.get(result.form);
      if (formId === undefined) continue;
      await insertResult(
        trx,
        { form_id: formId, user_id: result.userId, created_at: result.createdAt },
        result.answers(fieldIds.get(result.form) ?? []),
      );
    }
    return formIds;
  });
}
