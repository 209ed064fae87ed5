import type { Database } from '../../db/database.ts';
import { noteChanges, type Change } from '../../db/changes.ts';
import { loadTree, writeNode, type CodedTree, type TreeNodeChange } from '../../db/coded-tree.ts';
import type { Deps } from '../../deps.ts';
import type { ImportRun } from '../import-kind.ts';
import { addRejections, keepFirstLines, type ImportReport } from '../import-report.ts';
import { codedRow, mergeLabels, readLabels, startReferenceImport, writeInBatches } from './reference-file.ts';

/** What was moved by an import: the tree's parents before it, and the nodes whose parent changed. */
export interface TreeMoves {
  oldParent: Map<number, number | null>;
  moved: number[];
}

/**
 * A tree of coded nodes with translated names (categories, asset scopes): its tables and what
 * follows a write. The node table has `id`, `code`, `parent_id` and `position`; the translation
 * table one row per node and locale.
 */
export interface TreeKind extends CodedTree {
  kind: 'categories' | 'asset-scopes';
  /** The node's name in rejections ("unknown parent category"). */
  noun: string;
  /** What written rows change (never on a dry run): the owning area's cache follows. */
  change: Change;
  /** After rows were written (never on a dry run): what depends on the tree redone. */
  afterWrite?(db: Database, moves: TreeMoves): Promise<void>;
}

interface Planned {
  line: number;
  code: string;
  parent: string | null;
  labels: Record<string, string | null>;
}

/**
 * A tree by code: `code;parent;label-<locale>…`. A parent is a node stored or in the file, before or
 * after its children; a loop of parents is refused. Reference data is never archived: `--full`
 * leaves the nodes absent from the file as they are.
 */
export async function importTree(
  deps: Deps,
  tree: TreeKind,
  file: string,
  options: ImportRun,
): Promise<ImportReport> {
  const { table, report, defaultLocale, labels } = await startReferenceImport(deps.db, file, options, {
    kind: tree.kind,
    required: ['code'],
  });
  const stored = await loadTree(deps.db, tree);

  const planned = new Map<string, Planned>();
  for (const row of table.rows) {
    const { code, list, reject, cell } = codedRow(table, row, planned);
    const parent = cell('parent') || null;
    if (parent === code && code) reject('parent', `a ${tree.noun} cannot be its own parent`);
    const given = readLabels(row, labels, reject);
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
        refused.push([row, `unknown parent ${tree.noun} "${row.parent}"`]);
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
  const changes: TreeNodeChange[] = [];
  const moved: number[] = [];
  for (const row of parentsFirst(planned)) {
    const before = stored.get(row.code);
    let names = mergeLabels(before?.names, row.labels);
    // A node is listed through its names: one without any is named by its code.
    if (!Object.keys(names).length) names = { [defaultLocale]: row.code };
    const next: TreeNodeChange = {
      id: before?.id ?? null,
      code: row.code,
      parent: row.parent,
      names,
      position: before?.position ?? position++,
    };
    if (before && before.parent === next.parent && JSON.stringify(before.names) === JSON.stringify(names)) {
      report.unchanged++;
      continue;
    }
    if (before && before.parent !== next.parent) moved.push(before.id);
    report[before ? 'updated' : 'created']++;
    changes.push(next);
  }
  await writeInBatches(deps, options, changes, async (db, change) => {
    await writeNode(db, tree, change);
  });
  if (!options.dryRun && changes.length) {
    await tree.afterWrite?.(deps.db, {
      oldParent: new Map([...stored.values()].map((c) => [c.id, c.parentId])),
      moved,
    });
    await noteChanges(deps.db, options, tree.change);
  }
  keepFirstLines(report);
  return report;
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
