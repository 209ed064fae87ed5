import path from 'node:path';
import type { Deps } from '../../deps.ts';
import type { ImportRun, KindImporter } from '../import-kind.ts';
import { addNote, addRejections, keepFirstLines, type ImportReport } from '../import-report.ts';
import { splitList } from '../row-mapping.ts';
import {
  loadImportMeta,
  sameJson,
  saveImportMeta,
  type FamilyVariantMeta,
} from '../reference/import-meta.ts';
import {
  cell,
  codedRow,
  fileLabels,
  mergeLabels,
  readLabels,
  readReferenceFile,
  referenceReport,
  writeInBatches,
  type ReferenceFile,
} from '../reference/reference-file.ts';
import { writeAssociationType } from '../../modules/products/index.ts';

/**
 * Akeneo's settings exports and the ones the portal has no place for, each told by its header
 * (and name where headers are alike): what a folder import reads before the catalogue.
 */
const baseName = (file: string) =>
  path
    .basename(file)
    .toLowerCase()
    .replace(/\.(csv|xlsx)$/, '');
const only = (header: string[], allowed: string[]) =>
  header.every((h) => allowed.includes(h) || h.startsWith('label-'));

/** `code;label-<locale>…;currencies;locales;tree;conversion_units` */
const isChannels = (header: string[]) =>
  header.includes('code') && header.includes('currencies') && header.includes('locales');
/** `code[;activated]` (also with Enterprise's `view_permission;edit_permission`): locales or currencies. */
const isCodeList = (header: string[]) =>
  header[0] === 'code' &&
  only(header, ['code', 'activated', 'view_permission', 'edit_permission']) &&
  !header.some((h) => h.startsWith('label-'));
/** `code;family;label-<locale>…;variant-axes_N;variant-attributes_N` */
export const isFamilyVariants = (header: string[]) =>
  header.includes('code') && header.some((h) => /^variant-axes_\d+$/.test(h));
/** `code;label-<locale>…;is_quantified;is_two_way` (older exports: labels only, told by the name). */
const isAssociationTypes = (file: string, header: string[]) =>
  header.includes('code') &&
  (header.includes('is_quantified') ||
    header.includes('is_two_way') ||
    (baseName(file) === 'association_types' && only(header, ['code'])));
/** Groups (`code;type;label-<locale>…`) and group types (`code;label-<locale>…`, told by the name). */
const noPlace = (file: string, header: string[]): string | null =>
  header.includes('code') && header.includes('type') && only(header, ['code', 'type'])
    ? 'Akeneo groups: the portal has no product groups'
    : baseName(file) === 'group_types' && only(header, ['code'])
      ? 'Akeneo group types: the portal has no product groups'
      : null;

/** Whether a file is one of Akeneo's settings exports (no product file, whatever its other columns). */
export const isAkeneoSettings = (file: string, header: string[]) =>
  isChannels(header) || isCodeList(header) || noPlace(file, header) !== null;

/** Whether the rows of a `code` list are locale codes (else currency codes). */
const LOCALE = /^[a-z]{2,3}(_[A-Z][a-z]{3})?_[A-Z]{2}$/;

async function importSettings(deps: Deps, file: string, options: ImportRun): Promise<ImportReport> {
  const table = await readReferenceFile(file, options);
  const report = referenceReport(table, 'akeneo-settings', options);
  const header = table.header;
  const context = (options.akeneo ??= {});
  const skipped = noPlace(file, header);
  if (skipped) addNote(report, `${skipped}: skipped`);
  else if (isChannels(header)) {
    const codes = table.rows.map((row) => cell(table, row, 'code')).filter(Boolean);
    const marked = table.rows.find((row) => /^(1|true)$/i.test(cell(table, row, 'default')));
    context.defaultChannel = marked
      ? cell(table, marked, 'code')
      : codes.includes('ecommerce')
        ? 'ecommerce'
        : codes[0];
    addNote(
      report,
      `channels ${codes.join(', ')}: the values of one are taken (${context.defaultChannel ?? 'none'} unless --channel names another); the portal keeps no channels`,
    );
  } else {
    const active = table.rows
      .filter((row) => table.column('activated') < 0 || cell(table, row, 'activated') === '1')
      .map((row) => cell(table, row, 'code'))
      .filter(Boolean);
    if (active.length && active.every((c) => LOCALE.test(c))) {
      context.locales = new Set(active);
      addNote(
        report,
        `locales ${active.join(', ')}: only values in these are read; the portal keeps its own locales`,
      );
    } else
      addNote(
        report,
        'Akeneo currencies: the portal keeps no currencies (--currency chooses the prices kept): skipped',
      );
  }
  report.unchanged = report.read;
  return report;
}

/** Channels, locales and currencies: read for the files after them, not stored; groups and group types: skipped. */
export const akeneoSettingsImporter: KindImporter = {
  kind: 'akeneo-settings',
  detect: (file, header) => header !== null && isAkeneoSettings(file, header),
  run: importSettings,
};

/**
 * Akeneo's family variants (`code;family;label-<locale>…;variant-axes_N;variant-attributes_N`):
 * each variant's family and axes, kept with what the import knows of the catalogue. A product
 * model names its family variant: the model's family is the variant's, and the products under it
 * (and under its sub-models) are refused without a value for their level's axes. Labels and the
 * attributes of each level have no place in the portal (a variant shows all its values).
 */
async function importFamilyVariants(deps: Deps, file: string, options: ImportRun): Promise<ImportReport> {
  const table = await readReferenceFile(file, options);
  const report = referenceReport(table, 'family-variants', options);
  const meta = await loadImportMeta(deps.db);
  const families = new Set(
    (await deps.db.selectFrom('attribute_set').select('code').execute()).map((s) => s.code),
  );
  const attributes = new Set(
    (await deps.db.selectFrom('attribute').select('code').execute()).map((a) => a.code),
  );
  const levels = table.header
    .flatMap((h) => /^variant-axes_(\d+)$/.exec(h)?.[1] ?? [])
    .map(Number)
    .sort();
  const variants: Record<string, FamilyVariantMeta> = { ...meta.familyVariants };
  const seen = new Set<string>();
  let changed = false;
  for (const row of table.rows) {
    const { code, list, reject, cell } = codedRow(table, row, seen);
    const family = cell('family');
    if (!families.has(family))
      reject('family', family ? `unknown family "${family}"` : 'the family is missing');
    const axes = levels.map((n) => splitList(cell(`variant-axes_${n}`)));
    while (axes.length && !axes.at(-1)!.length) axes.pop();
    if (!axes.length) reject('variant-axes_1', 'no variant axes');
    for (const [i, level] of axes.entries())
      for (const axis of level)
        if (!attributes.has(axis)) reject(`variant-axes_${i + 1}`, `unknown attribute "${axis}"`);
    if (list.length) {
      addRejections(report, list);
      continue;
    }
    const next = { family, axes };
    if (variants[code] && sameJson(variants[code], next)) {
      report.unchanged++;
      continue;
    }
    report[variants[code] ? 'updated' : 'created']++;
    variants[code] = next;
    changed = true;
  }
  if (changed && !options.dryRun) await saveImportMeta(deps.db, { ...meta, familyVariants: variants });
  addNote(
    report,
    'family variant labels and attributes per level: the portal has no place for them (a variant shows all its values)',
  );
  keepFirstLines(report);
  return report;
}

export const familyVariantsImporter: KindImporter = {
  kind: 'family-variants',
  detect: (_file, header) => header !== null && isFamilyVariants(header),
  run: importFamilyVariants,
};

/**
 * Akeneo's association types (`code;label-<locale>…;is_quantified;is_two_way`): the portal's
 * association types with their labels, in the file's order after the types already stored.
 * Quantified and two-way types import as plain ones (told once).
 */
async function importAssociationTypes(deps: Deps, file: string, options: ImportRun): Promise<ImportReport> {
  const table: ReferenceFile = await readReferenceFile(file, options);
  const report = referenceReport(table, 'association-types', options);
  const { locales, labels } = await fileLabels(deps.db, table, report);
  const stored = await deps.db.selectFrom('association_type').select(['id', 'code', 'position']).execute();
  const translations = await deps.db
    .selectFrom('association_type_translation')
    .select(['type_id', 'locale', 'label'])
    .execute();
  const byCode = new Map(stored.map((t) => [t.code, t]));
  let position = Math.max(-1, ...stored.map((t) => t.position));
  const writes: { id: number | null; code: string; position: number; labels: Record<string, string> }[] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    const { code, list, reject, cell } = codedRow(table, row, seen);
    const given = readLabels(row, labels, reject);
    if (list.length) {
      addRejections(report, list);
      continue;
    }
    if (['is_quantified', 'is_two_way'].some((c) => cell(c) === '1'))
      addNote(report, 'quantified and two-way association types import as plain ones');
    const type = byCode.get(code);
    const before = Object.fromEntries(
      translations.filter((t) => t.type_id === type?.id).map((t) => [t.locale, t.label]),
    );
    const merged = mergeLabels(before, given);
    if (!Object.keys(merged).length) merged[locales[0] ?? 'en_GB'] = code;
    if (type && sameJson(mergeLabels(before, {}), merged)) {
      report.unchanged++;
      continue;
    }
    report[type ? 'updated' : 'created']++;
    writes.push({ id: type?.id ?? null, code, position: type?.position ?? ++position, labels: merged });
  }
  await writeInBatches(deps, options, writes, async (db, t) => {
    await writeAssociationType(db, t);
  });
  keepFirstLines(report);
  return report;
}

export const associationTypesImporter: KindImporter = {
  kind: 'association-types',
  detect: (file, header) => header !== null && isAssociationTypes(file, header),
  run: importAssociationTypes,
};
