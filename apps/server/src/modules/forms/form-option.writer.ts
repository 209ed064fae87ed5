import type { BuilderOption } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { oneColumn, replaceTranslations } from '../../db/translation-writer.ts';
import { badRequest } from '../../lib/errors.ts';

// The console builder's writes of a field's options, inside the caller's transaction.

/** A field's options in order: sent ids kept, new ones added, the rest retired (answered field) or deleted. */
export async function writeOptions(
  trx: Database,
  fieldId: number,
  options: BuilderOption[],
  answered: boolean,
  fieldPosition: number,
) {
  const stored = new Set(
    (
      await trx
        .selectFrom('form_field_option')
        .select('id')
        .where('field_id', '=', fieldId)
        .where('retired', '=', false)
        .execute()
    ).map((o) => o.id),
  );
  const kept = new Set<number>();
  for (const [position, option] of options.entries()) {
    let id = option.id;
    if (id !== undefined && !stored.has(id))
      throw badRequest(
        `The field has no option ${id}`,
        `fields.${fieldPosition}.options.${position}.id`,
        'unknown_option',
      );
    if (id !== undefined) {
      kept.add(id);
      await trx.updateTable('form_field_option').set({ position }).where('id', '=', id).execute();
    } else
      id = (
        await trx
          .insertInto('form_field_option')
          .values({ field_id: fieldId, position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await replaceTranslations(
      trx,
      'form_field_option_translation',
      'option_id',
      id,
      oneColumn('name', option.names),
    );
  }
  const gone = [...stored].filter((id) => !kept.has(id));
  // Answers name options by id inside their JSON: an answered field keeps its options for them.
  await retireOrDelete(trx, 'form_field_option', gone, answered ? new Set(gone) : new Set());
}

/** Retires the ids answers name (kept for them, not shown) and deletes the rest. */
export async function retireOrDelete(
  trx: Database,
  table: 'form_field' | 'form_field_option',
  ids: number[],
  answered: Set<number>,
) {
  const retire = ids.filter((id) => answered.has(id));
  const remove = ids.filter((id) => !answered.has(id));
  if (retire.length) await trx.updateTable(table).set({ retired: true }).where('id', 'in', retire).execute();
  if (remove.length) await trx.deleteFrom(table).where('id', 'in', remove).execute();
}
