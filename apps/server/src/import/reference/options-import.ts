import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { clearAttributeCache } from '../../modules/attributes/index.ts';
import type { ImportRun, KindImporter } from '../import-kind.ts';
import { addRejections, keepFirstLines, type ImportReport } from '../import-report.ts';
import { portalLocales } from './portal-locales.ts';
import {
  badCode,
  cell,
  labelColumns,
  mergeLabels,
  noteUnknownLocales,
  readLabels,
  readReferenceFile,
  referenceReport,
  rowRejections,
  writeInBatches,
} from './reference-file.ts';

const SELECTS = new Set(['single_select', 'multi_select']);

interface Stored {
  id: number;
  position: number;
  labels: Record<string, string>;
}
interface Change {
  id: number | null;
  attributeId: number;
  code: string;
  position: number;
  labels: Record<string, string>;
}

/**
 * Options of select attributes, by attribute and code (Akeneo's `attribute_options.csv`):
 * `attribute;code;sort_order;label-<locale>…`. The attribute must be a single or multi select.
 */
export async function importOptions(deps: Deps, file: string, options: ImportRun): Promise<ImportReport> {
  const table = await readReferenceFile(file, options);
  const report = referenceReport(table, 'options', options);
  if (options.full) report.archived = 0;
  for (const column of ['attribute', 'code'])
    if (table.column(column) < 0) throw new Error(`${table.name}: the header has no ${column} column`);
  const { locales, defaultLocale } = await portalLocales(deps.db);
  const labels = labelColumns(table, 'label', locales);
  noteUnknownLocales(report, labels);
  const attributes = new Map(
    (await deps.db.selectFrom('attribute').select(['id', 'code', 'type']).execute()).map((a) => [a.code, a]),
  );
  const stored = await loadOptions(deps.db);
  const nextPosition = new Map<number, number>();
  for (const [key, option] of stored) {
    const attributeId = Number(key.split(':')[0]);
    nextPosition.set(attributeId, Math.max(nextPosition.get(attributeId) ?? 0, option.position + 1));
  }

  const seen = new Set<string>();
  const changes: Change[] = [];
  for (const row of table.rows) {
    const { list, reject } = rowRejections(row.line);
    const attributeCode = cell(table, row, 'attribute');
    const code = cell(table, row, 'code');
    const attribute = attributes.get(attributeCode);
    if (!attributeCode) reject('attribute', 'the attribute is missing');
    else if (!attribute) reject('attribute', `unknown attribute "${attributeCode}"`);
    else if (!SELECTS.has(attribute.type))
      reject('attribute', `${attributeCode} is not a select attribute (its type is ${attribute.type})`);
    const codeProblem = badCode(code);
    if (codeProblem) reject('code', codeProblem);
    else if (seen.has(`${attributeCode}:${code}`))
      reject('code', `duplicate option "${code}" of ${attributeCode} in the file`);
    seen.add(`${attributeCode}:${code}`);
    const sortOrder = cell(table, row, 'sort_order');
    if (sortOrder && !/^-?\d+$/.test(sortOrder)) reject('sort_order', `"${sortOrder}" is not a whole number`);
    const given = readLabels(row, labels);
    if (list.length || !attribute) {
      addRejections(report, list);
      continue;
    }
    const before = stored.get(`${attribute.id}:${code}`);
    let merged = mergeLabels(before?.labels, given);
    if (!Object.keys(merged).length) merged = { [defaultLocale]: code };
    let position = sortOrder ? Number(sortOrder) : before?.position;
    if (position === undefined) {
      position = nextPosition.get(attribute.id) ?? 0;
      nextPosition.set(attribute.id, position + 1);
    }
    if (before && before.position === position && JSON.stringify(before.labels) === JSON.stringify(merged)) {
      report.unchanged++;
      continue;
    }
    report[before ? 'updated' : 'created']++;
    changes.push({ id: before?.id ?? null, attributeId: attribute.id, code, position, labels: merged });
  }
  await writeInBatches(deps, options, changes, writeOption);
  if (!options.dryRun && changes.length) clearAttributeCache();
  keepFirstLines(report);
  return report;
}

/** Stored options by `${attribute id}:${code}`. */
async function loadOptions(db: Database): Promise<Map<string, Stored>> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('attribute_option').select(['id', 'attribute_id', 'value', 'position']).execute(),
    db
      .selectFrom('attribute_option_translation')
      .select(['option_id', 'locale', 'label'])
      .orderBy('locale')
      .execute(),
  ]);
  const byId = new Map<number, Stored>();
  const stored = new Map<string, Stored>();
  for (const r of rows) {
    const option = { id: r.id, position: r.position, labels: {} };
    byId.set(r.id, option);
    stored.set(`${r.attribute_id}:${r.value}`, option);
  }
  for (const t of texts) {
    const option = byId.get(t.option_id);
    if (option) option.labels[t.locale] = t.label;
  }
  return stored;
}

async function writeOption(db: Database, change: Change): Promise<void> {
  let id = change.id;
  if (id === null)
    ({ id } = await db
      .insertInto('attribute_option')
      .values({ attribute_id: change.attributeId, value: change.code, position: change.position })
      .returning('id')
      .executeTakeFirstOrThrow());
  else {
    await db
      .updateTable('attribute_option')
      .set({ position: change.position })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('attribute_option_translation').where('option_id', '=', id).execute();
  }
  await db
    .insertInto('attribute_option_translation')
    .values(Object.entries(change.labels).map(([locale, label]) => ({ option_id: id, locale, label })))
    .execute();
}

const NAMES = new Set(['attribute_options.csv', 'attribute_options.xlsx', 'options.csv', 'options.xlsx']);

/** Options: `attribute;code;sort_order;label-<locale>…`. */
export const optionsImporter: KindImporter = {
  kind: 'options',
  detect: (file, header) =>
    NAMES.has(path.basename(file).toLowerCase()) ||
    (header !== null && header.includes('attribute') && header.includes('code')),
  run: (deps, file, options) => importOptions(deps, file, options),
};
