import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { clearCategoryCache } from '../../modules/categories/index.ts';
import type { ImportRun, KindImporter } from '../import-kind.ts';
import { addRejections, keepFirstLines, type ImportReport } from '../import-report.ts';
import { recomputeProductCategories } from './category-moves.ts';
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

interface Planned {
  line: number;
  code: string;
  parent: string | null;
  labels: Record<string, string | null>;
}
interface Change {
  id: number | null;
  code: string;
  parent: string | null;
  titles: Record<string, string>;
  position: number;
}

/**
 * Categories by code (Akeneo's `categories.csv`, and the portal's own layout alike):
 * `code;parent;label-<locale>…`. A parent is a category stored or in the file, before or after its
 * children; a loop of parents is refused. Reference data is never archived: `--full` leaves the
 * categories absent from the file as they are.
 */
export async function importCategories(deps: Deps, file: string, options: ImportRun): Promise<ImportReport> {
  const table = await readReferenceFile(file, options);
  const report = referenceReport(table, 'categories', options);
  if (options.full) report.archived = 0;
  if (table.column('code') < 0) throw new Error(`${table.name}: the header has no code column`);
  const { locales, defaultLocale } = await portalLocales(deps.db);
  const labels = labelColumns(table, 'label', locales);
  noteUnknownLocales(report, labels);
  const stored = await loadCategories(deps.db);

  const planned = new Map<string, Planned>();
  for (const row of table.rows) {
    const { list, reject } = rowRejections(row.line);
    const code = cell(table, row, 'code');
    const parent = cell(table, row, 'parent') || null;
    const codeProblem = badCode(code);
    if (codeProblem) reject('code', codeProblem);
    else if (planned.has(code)) reject('code', `duplicate code "${code}" in the file`);
    if (parent === code && code) reject('parent', 'a category cannot be its own parent');
    const given = readLabels(row, labels);
    if (list.length) addRejections(report, list);
    else planned.set(code, { line: row.line, code, parent, labels: given });
  }
  // Parents: known, and no loop; a row whose parent is refused is refused in turn.
  const parentOf = (code: string) =>
    planned.has(code) ? planned.get(code)!.parent : (stored.get(code)?.parent ?? null);
  for (let changed = true; changed;) {
    // Each pass judges every row against the same rows, then drops the refused ones.
    const refused: [Planned, string][] = [];
    for (const row of planned.values()) {
      if (row.parent && !planned.has(row.parent) && !stored.has(row.parent)) {
        refused.push([row, `unknown parent category "${row.parent}"`]);
        continue;
      }
      const chain = [row.code];
      for (
        let p = row.parent;
        p !== null && chain.length <= planned.size + stored.size + 1;
        p = parentOf(p)
      ) {
        chain.push(p);
        if (p === row.code) {
          refused.push([row, `a loop of parents: ${chain.join(' → ')}`]);
          break;
        }
      }
    }
    for (const [row, reason] of refused) {
      addRejections(report, [{ line: row.line, column: 'parent', reason }]);
      planned.delete(row.code);
    }
    changed = refused.length > 0;
  }

  let position = Math.max(-1, ...[...stored.values()].map((c) => c.position)) + 1;
  const changes: Change[] = [];
  const moved: number[] = [];
  for (const row of parentsFirst(planned)) {
    const before = stored.get(row.code);
    let titles = mergeLabels(before?.titles, row.labels);
    // A category is listed through its titles: one without any is named by its code.
    if (!Object.keys(titles).length) titles = { [defaultLocale]: row.code };
    const next: Change = {
      id: before?.id ?? null,
      code: row.code,
      parent: row.parent,
      titles,
      position: before?.position ?? position++,
    };
    if (before && before.parent === next.parent && JSON.stringify(before.titles) === JSON.stringify(titles)) {
      report.unchanged++;
      continue;
    }
    if (before && before.parent !== next.parent) moved.push(before.id);
    report[before ? 'updated' : 'created']++;
    changes.push(next);
  }
  await writeInBatches(deps, options, changes, writeCategory);
  if (!options.dryRun && changes.length) {
    // Products list their categories' ancestors too: a moved category changes them.
    if (moved.length)
      await recomputeProductCategories(
        deps.db,
        new Map([...stored.values()].map((c) => [c.id, c.parentId])),
        moved,
      );
    clearCategoryCache();
  }
  keepFirstLines(report);
  return report;
}

interface StoredCategory {
  id: number;
  parent: string | null;
  parentId: number | null;
  position: number;
  titles: Record<string, string>;
}

type StoredCategories = Map<string, StoredCategory>;

async function loadCategories(db: Database): Promise<StoredCategories> {
  const [rows, titles] = await Promise.all([
    db.selectFrom('category').select(['id', 'code', 'parent_id', 'position']).execute(),
    db
      .selectFrom('category_translation')
      .select(['category_id', 'locale', 'title'])
      .orderBy('locale')
      .execute(),
  ]);
  const codeOf = new Map(rows.map((r) => [r.id, r.code]));
  const byId = new Map<number, StoredCategory>();
  const stored: StoredCategories = new Map();
  for (const r of rows) {
    const category = {
      id: r.id,
      parent: r.parent_id === null ? null : (codeOf.get(r.parent_id) ?? null),
      parentId: r.parent_id,
      position: r.position,
      titles: {},
    };
    byId.set(r.id, category);
    stored.set(r.code, category);
  }
  for (const t of titles) {
    const category = byId.get(t.category_id);
    if (category) category.titles[t.locale] = t.title;
  }
  return stored;
}

/** Rows in an order that writes a parent before its children (otherwise as in the file). */
function parentsFirst(planned: Map<string, Planned>): Planned[] {
  const ordered: Planned[] = [];
  const placed = new Set<string>();
  const place = (row: Planned) => {
    if (placed.has(row.code)) return;
    placed.add(row.code);
    const parent = row.parent ? planned.get(row.parent) : undefined;
    if (parent) place(parent);
    ordered.push(row);
  };
  for (const row of planned.values()) place(row);
  return ordered;
}

async function writeCategory(db: Database, change: Change): Promise<void> {
  const parentId =
    change.parent === null
      ? null
      : (
          await db
            .selectFrom('category')
            .select('id')
            .where('code', '=', change.parent)
            .executeTakeFirstOrThrow()
        ).id;
  let id = change.id;
  if (id === null)
    ({ id } = await db
      .insertInto('category')
      .values({ code: change.code, parent_id: parentId, position: change.position })
      .returning('id')
      .executeTakeFirstOrThrow());
  else {
    await db.updateTable('category').set({ parent_id: parentId }).where('id', '=', id).execute();
    await db.deleteFrom('category_translation').where('category_id', '=', id).execute();
  }
  await db
    .insertInto('category_translation')
    .values(Object.entries(change.titles).map(([locale, title]) => ({ category_id: id, locale, title })))
    .execute();
}

const NAMES = new Set(['categories.csv', 'categories.xlsx']);

/** Categories: `code;parent;label-<locale>…` (Akeneo's categories export and the portal's layout). */
export const categoriesImporter: KindImporter = {
  kind: 'categories',
  detect: (file, header) =>
    NAMES.has(path.basename(file).toLowerCase()) ||
    (header !== null &&
      header.includes('code') &&
      header.includes('parent') &&
      !header.some((h) => ['type', 'family_variant', 'attribute', 'attributes', 'categories'].includes(h))),
  run: (deps, file, options) => importCategories(deps, file, options),
};
