import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { noteChanges } from '../../db/changes.ts';
import { unitSymbol } from '../akeneo/metric-units.ts';
import { isAkeneoSettings } from '../akeneo/akeneo-settings.ts';
import type { ImportRun, KindImporter } from '../import-kind.ts';
import { addRejections, keepFirstLines, type ImportReport } from '../import-report.ts';
import { akeneoType } from './attribute-types.ts';
import { booleanLabels } from './boolean-labels.ts';
import { loadImportMeta, sameJson, saveImportMeta, type AttributeMeta } from './import-meta.ts';
import { codedRow, mergeLabels, readLabels, startReferenceImport, writeInBatches } from './reference-file.ts';
import { writeAttribute, type AttributeChange } from '../../modules/attributes/index.ts';

/** A stored attribute: what a change would write, with its id. */
type Stored = Omit<AttributeChange, 'id' | 'code'> & { id: number };
type Change = AttributeChange;

/** A flag cell: 1/0 (true/false too); empty is `fallback`. */
function flag(text: string, fallback: boolean): boolean | null {
  const lower = text.toLowerCase();
  if (lower === '') return fallback;
  if (lower === '1' || lower === 'true') return true;
  if (lower === '0' || lower === 'false') return false;
  return null;
}

/**
 * Attributes by code (Akeneo's `attributes.csv`, or the portal's own layout with the portal's
 * types): `code;label-<locale>…;type;localizable;group;metric_family;default_metric_unit;
 * decimals_allowed;unique…`. A type never changes once stored (values would no longer fit it).
 */
export async function importAttributes(deps: Deps, file: string, options: ImportRun): Promise<ImportReport> {
  const { table, report, defaultLocale, labels } = await startReferenceImport(deps.db, file, options, {
    kind: 'attributes',
    required: ['code', 'type'],
  });
  const stored = await loadAttributes(deps.db);
  const meta = await loadImportMeta(deps.db);
  const currency = options.currency ?? 'EUR';
  let position = Math.max(-1, ...[...stored.values()].map((a) => a.position)) + 1;

  const seen = new Set<string>();
  const changes: Change[] = [];
  let metaDirty = false;
  for (const row of table.rows) {
    const { code, list, reject, cell } = codedRow(table, row, seen);
    if (!list.length && code.includes('-'))
      reject('code', `"${code}" is not a code (a "-" starts a locale or channel)`);
    const rawType = cell('type');
    const mapped = akeneoType(rawType, cell('decimals_allowed') === '1');
    if (typeof mapped === 'string') reject('type', mapped);
    const before = stored.get(code);
    if (typeof mapped !== 'string' && before && before.type !== mapped.type)
      reject('type', `the type of "${code}" is ${before.type}: it cannot become ${mapped.type}`);
    const flags: Record<string, boolean> = {};
    for (const [column, fallback] of [
      ['localizable', before?.localizable ?? false],
      ['unique', false],
      ['searchable', before?.searchable ?? false],
    ] as const) {
      const value = flag(cell(column), fallback);
      if (value === null) reject(column, `"${cell(column)}" is not 1 or 0`);
      else flags[column] = value;
    }
    const given = readLabels(row, labels, reject);
    if (list.length || typeof mapped === 'string') {
      addRejections(report, list);
      continue;
    }
    const info: AttributeMeta = {};
    const group = cell('group');
    if (group) info.group = group;
    const unit = cell('default_metric_unit');
    if (mapped.metric && unit) info.unit = unit;
    if (mapped.price) info.price = true;
    if (mapped.identifier) info.identifier = true;
    const postFix = cell('unit') || (info.unit ? unitSymbol(info.unit) : info.price ? currency : null);
    let merged = mergeLabels(before?.labels, given);
    if (!Object.keys(merged).length) merged = { [defaultLocale]: code };
    const next: Change = {
      id: before?.id ?? null,
      code,
      type: mapped.type,
      position: before?.position ?? position++,
      localizable: flags.localizable,
      // Identifiers and unique codes (an EAN) are found by the search.
      searchable: flags.searchable || flags.unique || mapped.identifier === true,
      labels: merged,
      postFix: postFix ?? before?.postFix ?? null,
    };
    const metaChanged = !sameJson(meta.attributes[code] ?? {}, info);
    if (metaChanged) metaDirty = true;
    meta.attributes[code] = info;
    if (before && !metaChanged && JSON.stringify(comparable(before)) === JSON.stringify(comparable(next))) {
      report.unchanged++;
      continue;
    }
    report[before ? 'updated' : 'created']++;
    changes.push(next);
  }
  await writeInBatches(deps, options, changes, (db, change) =>
    writeAttribute(db, change, booleanLabels(Object.keys(change.labels), defaultLocale)),
  );
  if (!options.dryRun && metaDirty) await saveImportMeta(deps.db, meta);
  if (!options.dryRun && changes.length) await noteChanges(deps.db, options, 'attributes');
  keepFirstLines(report);
  return report;
}

const comparable = (a: Omit<Stored, 'id'> | Change) => [
  a.type,
  a.localizable,
  a.searchable,
  a.labels,
  a.postFix,
];

async function loadAttributes(db: Database): Promise<Map<string, Stored>> {
  const [rows, texts] = await Promise.all([
    db
      .selectFrom('attribute')
      .select(['id', 'code', 'type', 'position', 'localizable', 'searchable'])
      .execute(),
    db
      .selectFrom('attribute_translation')
      .select(['attribute_id', 'locale', 'label', 'post_fix'])
      .orderBy('locale')
      .execute(),
  ]);
  const byId = new Map<number, Stored>();
  const stored = new Map<string, Stored>();
  for (const r of rows) {
    const attribute = { ...r, labels: {}, postFix: null };
    byId.set(r.id, attribute);
    stored.set(r.code, attribute);
  }
  for (const t of texts) {
    const attribute = byId.get(t.attribute_id);
    if (!attribute) continue;
    attribute.labels[t.locale] = t.label;
    attribute.postFix ??= t.post_fix;
  }
  return stored;
}

const NAMES = new Set(['attributes.csv', 'attributes.xlsx']);

/** Attributes: Akeneo's attributes export, or the portal's layout with its own types. */
export const attributesImporter: KindImporter = {
  kind: 'attributes',
  detect: (file, header) =>
    NAMES.has(path.basename(file).toLowerCase()) ||
    (header !== null &&
      header.includes('code') &&
      header.includes('type') &&
      !header.includes('attribute') &&
      // Akeneo's groups export: `code;type;label-<locale>…`.
      !isAkeneoSettings(file, header)),
  run: (deps, file, options) => importAttributes(deps, file, options),
};
