import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';

class DryRunRollback extends Error {}

/** Runs work on the database, one transaction per call. */
export type InBatch = <T>(work: (db: Database) => Promise<T>) => Promise<T>;

/**
 * Runs an import: every `inBatch` call is one transaction, or, for a dry run, all of them share one
 * transaction that is rolled back at the end (what a row would change is seen by the next rows).
 */
export async function runImport(
  deps: Deps,
  dryRun: boolean,
  run: (inBatch: InBatch) => Promise<void>,
): Promise<void> {
  if (!dryRun) {
    await run((work) => deps.db.transaction().execute(work));
    return;
  }
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await run((work) => work(trx));
      throw new DryRunRollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DryRunRollback)) throw error;
    });
}

/** SHA-256 of a value's canonical JSON (object keys sorted): what an import compares to know a row unchanged. */
export function hashOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Splits a comma list (`a, b,,c`) into its trimmed, non-empty items. */
export const commaList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Whether a text holds a NUL or another control character that no field may hold (tabs and line breaks may). */
export const hasControlCharacters = (text: string) =>
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);

/**
 * The line (1-based) where a JSON file writes `"key": "value"` (the first time from `from`), so a
 * refused entry of a JSON file is named by its line as a CSV row is; 1 when it cannot be found.
 */
export function jsonLineOf(text: string, key: string, value: string): number {
  const pattern = new RegExp(
    `"${key}"\\s*:\\s*${JSON.stringify(value).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}`,
  );
  const at = pattern.exec(text)?.index;
  if (at === undefined) return 1;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
