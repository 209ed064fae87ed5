import type { Database } from '../../db/database.ts';

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
  await db
    .insertInto('export_template_translation')
    .values(
      ids.flatMap(({ id }, i) =>
        Object.entries(templates[i].names).map(([locale, name]) => ({ template_id: id, locale, name })),
      ),
    )
    .execute();
}
