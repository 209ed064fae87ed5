import type { Database } from '../../db/database.ts';
import { insertTranslations, oneColumn } from '../../db/translation-writer.ts';

// What the demo writes of the export area: its templates.

/** Export templates with their names by locale, in the order given. */
export async function insertExportTemplates(
  db: Database,
  templates: { name: string; format: 'csv' | 'xlsx'; columns: string[]; names: Record<string, string> }[],
): Promise<void> {
  const ids = await db
    .insertInto('export_template')
    .values(templates.map(({ name, format, columns }, position) => ({ name, format, columns, position })))
    .returning('id')
    .execute();
  await insertTranslations(
    db,
    'export_template_translation',
    'template_id',
    ids.map(({ id }, i) => [id, oneColumn('name', templates[i].names)] as const),
  );
}
