import type { Rejection } from '../lib/rejection.ts';
import { LEFT_OUT_COLUMNS, LEFT_OUT_SETTINGS, LEFT_OUT_TABLES } from './backup-format.ts';
import type { ColumnInfo, TableInfo } from './table-order.ts';

/** A line that names a table and a row the target has. */
export interface RowLine {
  table: string;
  row: Record<string, unknown>;
  line: number;
  file: string;
}

/** What one line of a JSON lines file is. */
export type ParsedLine =
  | { kind: 'blank' }
  | { kind: 'header'; value: Record<string, unknown> }
  | { kind: 'row'; table: string; row: Record<string, unknown> }
  | { kind: 'rejected'; rejections: Rejection[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one line: blank, the format header, or `{"table":…,"row":{…}}`. */
export function parseLine(text: string, line: number): ParsedLine {
  if (!text.trim()) return { kind: 'blank' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return reject(line, null, `not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (isObject(value) && 'format' in value && !('table' in value)) return { kind: 'header', value };
  if (!isObject(value) || typeof value.table !== 'string' || !isObject(value.row))
    return reject(line, null, 'a line is {"table": "<name>", "row": {…}}');
  return { kind: 'row', table: value.table, row: value.row };
}

const reject = (line: number, column: string | null, reason: string): ParsedLine => ({
  kind: 'rejected',
  rejections: [{ line, column, reason }],
});

/**
 * The checks a row passes before it reaches the database: a table the backup carries, columns it
 * has, its whole primary key, no NUL characters (PostgreSQL stores none), and values of the
 * column's JSON shape. Columns left out of backups (password hashes) are dropped from the row.
 * What only the database can tell (a malformed date, a foreign key to nothing) is checked there.
 */
export function checkRow(
  table: TableInfo | undefined,
  name: string,
  row: Record<string, unknown>,
  line: number,
): Rejection[] {
  if (name in LEFT_OUT_TABLES)
    return [{ line, column: null, reason: `the table "${name}" is not imported: ${LEFT_OUT_TABLES[name]}` }];
  if (!table) return [{ line, column: null, reason: `unknown table "${name}"` }];
  for (const column of LEFT_OUT_COLUMNS[name] ?? []) delete row[column];
  const problems: Rejection[] = [];
  const columns = new Map(table.columns.map((c) => [c.name, c]));
  for (const [key, value] of Object.entries(row)) {
    const column = columns.get(key);
    if (!column) {
      problems.push({ line, column: key, reason: `the table "${name}" has no column "${key}"` });
      continue;
    }
    if (holdsNul(value)) {
      problems.push({
        line,
        column: key,
        reason: 'holds a NUL character (\\u0000), which no value may hold',
      });
      continue;
    }
    const wrong = wrongType(column, value);
    if (wrong) problems.push({ line, column: key, reason: wrong });
  }
  for (const key of table.primaryKey)
    if (row[key] === undefined || row[key] === null)
      problems.push({ line, column: key, reason: `the key column "${key}" is missing` });
  if (name === 'setting' && typeof row.key === 'string' && LEFT_OUT_SETTINGS.includes(row.key))
    problems.push({ line, column: 'key', reason: `the setting "${row.key}" stays with its installation` });
  return problems;
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (isObject(value)) return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v));
  return false;
}

const INTEGER = new Set(['int2', 'int4', 'int8']);
const NUMBER = new Set(['float4', 'float8', 'numeric']);

/** Why a value cannot be the column's (by its JSON shape), or null. */
function wrongType(column: ColumnInfo, value: unknown): string | null {
  const type = column.type;
  if (value === null) return column.nullable ? null : `"${column.name}" may not be null`;
  const expected = (what: string) => `expected ${what} (${type}), got ${JSON.stringify(value).slice(0, 40)}`;
  if (type === 'json' || type === 'jsonb') return null;
  if (type.startsWith('_')) return Array.isArray(value) ? null : expected('an array');
  if (INTEGER.has(type))
    return (typeof value === 'number' && Number.isInteger(value)) ||
      (typeof value === 'string' && /^-?\d+$/.test(value))
      ? null
      : expected('a whole number');
  if (NUMBER.has(type))
    return typeof value === 'number' || typeof value === 'string' ? null : expected('a number');
  if (type === 'bool') return typeof value === 'boolean' ? null : expected('true or false');
  return typeof value === 'string' ? null : expected('a string');
}
