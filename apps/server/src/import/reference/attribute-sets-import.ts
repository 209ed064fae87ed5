import path from 'node:path';
import { noteChanges } from '../../db/changes.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { ImportRun, KindImporter } from '../import-kind.ts';
import { addRejections, keepFirstLines, type ImportReport } from '../import-report.ts';
import { splitList } from '../row-mapping.ts';
import { importAttributeGroups } from './attribute-groups-import.ts';
import { loadImportMeta, saveImportMeta, type ImportMeta } from './import-meta.ts';
import { ensureProductMapping } from './product-mapping-setup.ts';
import {
  codedRow,
  mergeLabels,
  readLabels,
  readReferenceFile,
  startReferenceImport,
  writeInBatches,
} from './reference-file.ts';
import { writeAttributeSet } from '../../modules/attributes/index.ts';

interface Group {
  code: string;
  attributes: string[];
  names: Record<string, string>;
}
interface SetState {
  names: Record<string, string>;
  groups: Group[];
}
interface Change extends SetState {
  id: number | null;
  code: string;
}

/** Attributes of no known group are shown together under this one. */
const OTHER_GROUP = 'other';

/** The family's attributes split by their attribute group, groups in their order, attributes in the family's. */
function groupsOf(attributes: string[], meta: ImportMeta, defaultLocale: string): Group[] {
  const groups = new Map<string, string[]>();
  for (const code of attributes) {
    const group = meta.attributes[code]?.group ?? OTHER_GROUP;
    groups.set(group, [...(groups.get(group) ?? []), code]);
  }
  const order = (code: string) => meta.groups[code]?.position ?? Number.MAX_SAFE_INTEGER;
  return [...groups.entries()]
    .map(([code, codes], appearance) => ({ code, codes, appearance }))
    .sort((a, b) => order(a.code) - order(b.code) || a.appearance - b.appearance)
    .map(({ code, codes }) => {
      const labels = meta.groups[code]?.labels ?? {};
      const names = Object.keys(labels).length
        ? labels
        : { [defaultLocale]: code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ') };
      return { code, attributes: codes, names };
    });
}

/**
 * Families (Akeneo's `families.csv`) as attribute sets: `code;label-<locale>…;attributes;
 * attribute_as_label;attribute_as_image…`. A set's groups are its attributes' groups (from the
 * attributes file, named and ordered by an attribute groups file when one was imported). The first
 * family's `attribute_as_label` names the products, and a portal without a product mapping gets one.
 */
export async function importAttributeSets(
  deps: Deps,
  file: string,
  options: ImportRun,
): Promise<ImportReport> {
  const table = await readReferenceFile(file, options);
  if (isGroupsFile(table.header)) return importAttributeGroups(deps, table, options);
  const { report, defaultLocale, labels } = await startReferenceImport(deps.db, table, options, {
    kind: 'attribute-sets',
    required: ['code', 'attributes'],
  });
  const attributes = new Set(
    (await deps.db.selectFrom('attribute').select('code').execute()).map((a) => a.code),
  );
  const meta = await loadImportMeta(deps.db);
  const stored = await loadSets(deps.db);
  const seen = new Set<string>();
  const changes: Change[] = [];
  let label: string | null = null;
  let image: string | null = null;
  for (const row of table.rows) {
    const { code, list, reject, cell } = codedRow(table, row, seen);
    const codes = [...new Set(splitList(cell('attributes')))];
    for (const attribute of codes)
      if (!attributes.has(attribute)) reject('attributes', `unknown attribute "${attribute}"`);
    for (const column of ['attribute_as_label', 'attribute_as_image']) {
      const value = cell(column);
      if (value && !attributes.has(value)) reject(column, `unknown attribute "${value}"`);
    }
    const given = readLabels(row, labels, reject);
    if (list.length) {
      addRejections(report, list);
      continue;
    }
    label ??= cell('attribute_as_label') || null;
    image ??= cell('attribute_as_image') || null;
    const before = stored.get(code);
    let names = mergeLabels(before?.names, given);
    if (!Object.keys(names).length) names = { [defaultLocale]: code };
    const next: Change = {
      id: before?.id ?? null,
      code,
      names,
      groups: groupsOf(codes, meta, defaultLocale),
    };
    if (before && JSON.stringify([before.names, before.groups]) === JSON.stringify([names, next.groups])) {
      report.unchanged++;
      continue;
    }
    report[before ? 'updated' : 'created']++;
    changes.push(next);
  }
  await writeInBatches(deps, options, changes, writeAttributeSet);
  if (!options.dryRun) {
    if (label && meta.labelAttribute !== label)
      await saveImportMeta(deps.db, { ...meta, labelAttribute: label });
    await ensureProductMapping(deps, attributes, { image });
    if (changes.length) await noteChanges(deps.db, options, 'attributes');
  }
  keepFirstLines(report);
  return report;
}

async function loadSets(db: Database): Promise<Map<string, SetState & { id: number }>> {
  const [sets, setNames, groups, groupNames] = await Promise.all([
    db.selectFrom('attribute_set').select(['id', 'code']).execute(),
    db
      .selectFrom('attribute_set_translation')
      .select(['set_id', 'locale', 'name'])
      .orderBy('locale')
      .execute(),
    db
      .selectFrom('attribute_group')
      .select(['id', 'set_id', 'code', 'attribute_codes'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('attribute_group_translation')
      .select(['group_id', 'locale', 'name'])
      .orderBy('locale')
      .execute(),
  ]);
  const byId = new Map<number, SetState & { id: number }>();
  const stored = new Map<string, SetState & { id: number }>();
  for (const s of sets) {
    const set = { id: s.id, names: {}, groups: [] };
    byId.set(s.id, set);
    stored.set(s.code, set);
  }
  for (const n of setNames) {
    const set = byId.get(n.set_id);
    if (set) set.names[n.locale] = n.name;
  }
  const groupById = new Map<number, Group>();
  for (const g of groups) {
    const group = { code: g.code, attributes: g.attribute_codes, names: {} };
    groupById.set(g.id, group);
    byId.get(g.set_id)?.groups.push(group);
  }
  for (const n of groupNames) {
    const group = groupById.get(n.group_id);
    if (group) group.names[n.locale] = n.name;
  }
  return stored;
}

/** Akeneo's attribute groups export: `code;sort_order;attributes;label-<locale>…`. */
const isGroupsFile = (header: string[]) =>
  header.includes('code') &&
  header.includes('attributes') &&
  header.includes('sort_order') &&
  !header.includes('attribute_as_label');

const NAMES = new Set(
  ['families', 'attribute_groups', 'attribute-sets', 'attribute_sets'].flatMap((n) => [
    `${n}.csv`,
    `${n}.xlsx`,
  ]),
);

/** Attribute sets: Akeneo's families (and attribute groups) exports. */
export const attributeSetsImporter: KindImporter = {
  kind: 'attribute-sets',
  detect: (file, header) =>
    NAMES.has(path.basename(file).toLowerCase()) ||
    (header !== null &&
      header.includes('code') &&
      header.includes('attributes') &&
      (header.includes('attribute_as_label') || !header.includes('sort_order') || isGroupsFile(header))),
  run: (deps, file, options) => importAttributeSets(deps, file, options),
};
