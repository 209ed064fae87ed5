import type { Deps } from '../../deps.ts';
import type { ImportRun } from '../import-kind.ts';
import { addRejections, keepFirstLines, type ImportReport } from '../import-report.ts';
import { splitList } from '../row-mapping.ts';
import { loadImportMeta, sameJson, saveImportMeta } from './import-meta.ts';
import {
  codedRow,
  mergeLabels,
  readLabels,
  startReferenceImport,
  type ReferenceFile,
} from './reference-file.ts';

/**
 * Akeneo's attribute groups (`attribute_groups.csv`: `code;sort_order;attributes;label-<locale>…`):
 * their order, names and attributes, which the families imported after them are split by. Kept
 * with what the import knows of attributes (the portal has attribute groups only inside sets).
 */
export async function importAttributeGroups(
  deps: Deps,
  table: ReferenceFile,
  options: ImportRun,
): Promise<ImportReport> {
  const { report, labels } = await startReferenceImport(deps.db, table, options, { kind: 'attribute-sets' });
  const attributes = new Set(
    (await deps.db.selectFrom('attribute').select('code').execute()).map((a) => a.code),
  );
  const meta = await loadImportMeta(deps.db);
  const seen = new Set<string>();
  let changed = false;
  for (const row of table.rows) {
    const { code, list, reject, cell } = codedRow(table, row, seen);
    const sortOrder = cell('sort_order');
    if (sortOrder && !/^-?\d+$/.test(sortOrder)) reject('sort_order', `"${sortOrder}" is not a whole number`);
    const members = splitList(cell('attributes'));
    for (const attribute of members)
      if (!attributes.has(attribute)) reject('attributes', `unknown attribute "${attribute}"`);
    const given = readLabels(row, labels, reject);
    if (list.length) {
      addRejections(report, list);
      continue;
    }
    const before = meta.groups[code];
    const next = {
      position: sortOrder ? Number(sortOrder) : (before?.position ?? Object.keys(meta.groups).length),
      labels: mergeLabels(before?.labels, given),
    };
    const moved = members.filter((a) => meta.attributes[a]?.group !== code);
    if (before && !moved.length && sameJson(before, next)) {
      report.unchanged++;
      continue;
    }
    report[before ? 'updated' : 'created']++;
    meta.groups[code] = next;
    for (const a of moved) meta.attributes[a] = { ...meta.attributes[a], group: code };
    changed = true;
  }
  if (changed && !options.dryRun) await saveImportMeta(deps.db, meta);
  keepFirstLines(report);
  return report;
}
