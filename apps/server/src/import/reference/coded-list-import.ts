import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { ImportRun } from '../import-kind.ts';
import { noteChanges, type Change } from '../../db/changes.ts';
import { addRejections, keepFirstLines, type ImportReport } from '../import-report.ts';
import {
  badCode,
  cell,
  mergeLabels,
  readLabels,
  rowRejections,
  startReferenceImport,
  writeInBatches,
} from './reference-file.ts';

/** A stored entry of a list. */
export interface ListEntry {
  id: number;
  position: number;
  labels: Record<string, string>;
}
/** An entry to write (id null: a new one). */
export interface ListChange {
  id: number | null;
  /** The group it belongs to (an option's attribute), null for a list without groups. */
  groupId: number | null;
  code: string;
  position: number;
  labels: Record<string, string>;
}
/** The group a row names: its id and code. */
export interface ListGroup {
  id: number;
  code: string;
}

/** The stored entries of a list and how a row's group is found. */
export interface ListState {
  /** Stored entries by entryKey(group id, code). */
  stored: Map<string, ListEntry>;
  /**
   * The row's group; null for a list without groups; undefined when the row is refused (the
   * reason given to reject).
   */
  groupOf(
    cellOf: (column: string) => string,
    reject: (column: string, reason: string) => void,
  ): ListGroup | null | undefined;
}

/**
 * A flat list of coded entries with a position and translated labels (attribute options, asset
 * tags), optionally in groups (an option belongs to its attribute): `[group;]code;sort_order;label-<locale>…`.
 */
export interface CodedList {
  kind: 'options' | 'asset-tags';
  /** Columns the header must have. */
  required: string[];
  load(db: Database): Promise<ListState>;
  /** How a code named twice in the file is told. */
  duplicate(code: string, group: ListGroup | null): string;
  write(db: Database, change: ListChange): Promise<void>;
  /** What written entries change (never on a dry run): the owning area's cache follows. */
  change: Change;
}

/** The key of an entry: its group and code. */
export const entryKey = (groupId: number | null, code: string) => `${groupId ?? ''}:${code}`;

/**
 * Imports a list by code. A missing `sort_order` keeps a stored entry's position and puts a new one
 * last of its group. Labels merge with the stored ones; an entry without any is named by its code
 * in the default locale. Reference data is never archived: `--full` leaves absent entries alone.
 */
export async function importCodedList(
  deps: Deps,
  list: CodedList,
  file: string,
  options: ImportRun,
): Promise<ImportReport> {
  const { table, report, defaultLocale, labels } = await startReferenceImport(deps.db, file, options, list);
  const { stored, groupOf } = await list.load(deps.db);
  const nextPosition = new Map<string, number>();
  for (const [key, entry] of stored) {
    const group = key.slice(0, key.indexOf(':'));
    nextPosition.set(group, Math.max(nextPosition.get(group) ?? 0, entry.position + 1));
  }

  const seen = new Set<string>();
  const changes: ListChange[] = [];
  for (const row of table.rows) {
    const { list: rejections, reject } = rowRejections(row.line);
    const code = cell(table, row, 'code');
    const group = groupOf((column) => cell(table, row, column), reject);
    const codeProblem = badCode(code);
    const key = entryKey(group?.id ?? null, code);
    if (codeProblem) reject('code', codeProblem);
    else if (group !== undefined && seen.has(key)) reject('code', list.duplicate(code, group));
    if (group !== undefined) seen.add(key);
    const sortOrder = cell(table, row, 'sort_order');
    if (sortOrder && !/^-?\d{1,9}$/.test(sortOrder))
      reject('sort_order', `"${sortOrder}" is not a whole number`);
    const given = readLabels(row, labels, reject);
    if (rejections.length || group === undefined) {
      addRejections(report, rejections);
      continue;
    }
    const before = stored.get(key);
    let merged = mergeLabels(before?.labels, given);
    if (!Object.keys(merged).length) merged = { [defaultLocale]: code };
    let position = sortOrder ? Number(sortOrder) : before?.position;
    if (position === undefined) {
      const groupKey = String(group?.id ?? '');
      position = nextPosition.get(groupKey) ?? 0;
      nextPosition.set(groupKey, position + 1);
    }
    if (before && before.position === position && JSON.stringify(before.labels) === JSON.stringify(merged)) {
      report.unchanged++;
      continue;
    }
    report[before ? 'updated' : 'created']++;
    changes.push({ id: before?.id ?? null, groupId: group?.id ?? null, code, position, labels: merged });
  }
  await writeInBatches(deps, options, changes, list.write);
  if (!options.dryRun && changes.length) await noteChanges(deps.db, options, list.change);
  keepFirstLines(report);
  return report;
}
