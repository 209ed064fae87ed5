import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Rejection } from '../lib/rejection.ts';
import { NO_PASSWORD } from './backup-format.ts';
import type { RowLine } from './row-checks.ts';
import type { TableInfo } from './table-order.ts';

/** What a batch of one table's rows came to. */
export interface BatchOutcome {
  created: number;
  updated: number;
  unchanged: number;
  /** Refused rows with the database's reason. */
  rejected: { row: RowLine; rejection: Rejection }[];
  /** Rows whose foreign key names a row not written yet: tried again at the end of the import. */
  deferred: RowLine[];
}

/** A row to write: all its given columns (new) or its key and the columns that changed. */
interface Write {
  row: RowLine;
  values: Record<string, unknown>;
  isNew: boolean;
}

interface PgError {
  code?: string;
  message?: string;
  detail?: string;
}

let savepoints = 0;

/** Runs work under a savepoint: a failing statement undoes only itself, not the batch's transaction. */
async function savepointed<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const name = sql.id(`backup_${++savepoints}`);
  await sql`savepoint ${name}`.execute(db);
  try {
    const result = await work();
    await sql`release savepoint ${name}`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db);
    throw error;
  }
}

/** The database's reason, with its detail (`Key (parent_id)=(7) is not present…`) and the column it names. */
function reasonOf(error: unknown, line: number): Rejection {
  const e = error as PgError;
  const column = /Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1] ?? null;
  const reason = e.detail ? `${e.message}: ${e.detail}` : (e.message ?? String(error));
  return { line, column, reason };
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Upserts one table's rows by primary key in the caller's transaction: a row equal to the stored
 * one is left alone, a different one updated in the columns that differ, a new one inserted. Rows
 * are compared as the database prints them (`to_jsonb` of the stored row and of the line read as
 * the table's row type), so a timestamp written in another time zone or a number as text is the
 * same value. A batch is a few statements; when one fails, its rows are tried one by one, so only
 * the faulty rows are refused. A foreign key to a row not there yet defers the row unless `final`.
 */
export async function writeTableRows(
  db: Database,
  table: TableInfo,
  rows: RowLine[],
  final: boolean,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, unchanged: 0, rejected: [], deferred: [] };
  if (table.name === 'portal_user')
    // Whether a user must set a password is the target's: imported users get one to set.
    for (const r of rows) delete r.row.must_reset_password;
  let compared: Compared[];
  try {
    compared = await savepointed(db, () => compare(db, table, rows));
  } catch {
    compared = [];
    for (const row of rows) {
      try {
        compared.push(...(await savepointed(db, () => compare(db, table, [row]))));
      } catch (error) {
        outcome.rejected.push({ row, rejection: reasonOf(error, row.line) });
      }
    }
  }
  const writes: Write[] = [];
  for (const { row, given, stored } of compared) {
    if (!stored) {
      const values = { ...row.row };
      if (table.name === 'portal_user')
        Object.assign(values, { password_hash: NO_PASSWORD, must_reset_password: true });
      writes.push({ row, values, isNew: true });
      continue;
    }
    const changed = Object.keys(row.row).filter(
      (c) => !table.primaryKey.includes(c) && JSON.stringify(given[c]) !== JSON.stringify(stored[c]),
    );
    if (!changed.length) outcome.unchanged++;
    else {
      const values: Record<string, unknown> = {};
      for (const c of [...table.primaryKey, ...changed]) values[c] = row.row[c];
      writes.push({ row, values, isNew: false });
    }
  }
  const count = (done: Write[]) => {
    for (const w of done) {
      if (w.isNew) outcome.created++;
      else outcome.updated++;
    }
  };
  try {
    await savepointed(db, () => write(db, table, writes));
    count(writes);
  } catch {
    for (const w of writes) {
      try {
        await savepointed(db, () => write(db, table, [w]));
        count([w]);
      } catch (error) {
        if (!final && (error as PgError).code === FOREIGN_KEY_VIOLATION) outcome.deferred.push(w.row);
        else outcome.rejected.push({ row: w.row, rejection: reasonOf(error, w.row.line) });
      }
    }
  }
  return outcome;
}

interface Compared {
  row: RowLine;
  /** The line as the table's row (columns it does not give are null). */
  given: Record<string, unknown>;
  stored: Record<string, unknown> | null;
}

/** Each row read as the table's type (a value of the wrong type fails here) beside the stored one. */
async function compare(db: Database, table: TableInfo, rows: RowLine[]): Promise<Compared[]> {
  if (!rows.length) return [];
  const t = sql.id(table.name);
  const result = await sql<{
    ord: number;
    given: Record<string, unknown>;
    stored: Record<string, unknown> | null;
  }>`
    select e.ord::int as ord, to_jsonb(k) as given, to_jsonb(t) as stored
    from jsonb_array_elements(${JSON.stringify(rows.map((r) => r.row))}::jsonb) with ordinality e(j, ord)
    cross join lateral jsonb_populate_record(null::${t}, e.j) k
    left join ${t} t on ${keyMatch(table)}
    order by e.ord`.execute(db);
  return result.rows.map((r) => ({ row: rows[r.ord - 1], given: r.given, stored: r.stored }));
}

const keyMatch = (table: TableInfo): RawBuilder<unknown> =>
  sql.join(
    table.primaryKey.map((k) => sql`${sql.ref(`t.${k}`)} = ${sql.ref(`k.${k}`)}`),
    sql` and `,
  );

/** Inserts the new rows and updates the changed ones, a statement per set of columns. */
async function write(db: Database, table: TableInfo, writes: Write[]): Promise<void> {
  const t = sql.id(table.name);
  const groups = new Map<string, Write[]>();
  for (const w of writes) {
    const key = `${w.isNew ? '+' : '~'}${Object.keys(w.values).sort().join(',')}`;
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  for (const group of groups.values()) {
    const columns = Object.keys(group[0].values).sort();
    const json = JSON.stringify(group.map((w) => w.values));
    if (group[0].isNew) {
      await sql`insert into ${t} (${sql.join(columns.map((c) => sql.id(c)))})
        select ${sql.join(columns.map((c) => sql.ref(`k.${c}`)))}
        from jsonb_populate_recordset(null::${t}, ${json}::jsonb) k`.execute(db);
    } else {
      const sets = columns
        .filter((c) => !table.primaryKey.includes(c))
        .map((c) => sql`${sql.id(c)} = ${sql.ref(`k.${c}`)}`);
      await sql`update ${t} as t set ${sql.join(sets)}
        from jsonb_populate_recordset(null::${t}, ${json}::jsonb) k where ${keyMatch(table)}`.execute(db);
    }
  }
}

/** Sets every sequence past the highest id its column holds, so new rows do not collide with imported ones. */
export async function advanceSequences(db: Database, tables: Iterable<TableInfo>): Promise<void> {
  for (const table of tables)
    for (const { column, sequence } of table.sequences) {
      const c = sql.ref(column);
      await sql`select setval(${sequence}::regclass, coalesce(max(${c}), 1), max(${c}) is not null)
        from ${sql.id(table.name)}`.execute(db);
    }
}
