import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** A column as the database declares it. */
export interface ColumnInfo {
  name: string;
  /** The type's name as PostgreSQL knows it (`int4`, `text`, `_int4` for an array, `tsvector`…). */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

/** A table of the current schema, read from the catalogue (so a new migration needs no code here). */
export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** The primary key's columns, in key order (every table the backup carries has one). */
  primaryKey: string[];
  /** Tables its foreign keys point to (itself included, e.g. a category's parent). */
  references: string[];
  /** Columns of its foreign keys to itself (a parent), which a backup writes roots first. */
  selfReferences: string[];
  /** Columns filled from a sequence (`serial`), which an import sets past the highest id. */
  sequences: { column: string; sequence: string }[];
}

/** Every table of the current schema, with its columns, key, references and sequences. */
export async function readTables(db: Database): Promise<Map<string, TableInfo>> {
  const columns = await sql<{
    table: string;
    column: string;
    type: string;
    nullable: boolean;
    has_default: boolean;
    sequence: string | null;
  }>`
    select c.relname as table, a.attname as column, t.typname as type, not a.attnotnull as nullable,
      a.atthasdef as has_default, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`.execute(db);
  const tables = new Map<string, TableInfo>();
  for (const c of columns.rows) {
    let table = tables.get(c.table);
    if (!table) {
      table = {
        name: c.table,
        columns: [],
        primaryKey: [],
        references: [],
        selfReferences: [],
        sequences: [],
      };
      tables.set(c.table, table);
    }
    table.columns.push({ name: c.column, type: c.type, nullable: c.nullable, hasDefault: c.has_default });
    if (c.sequence) table.sequences.push({ column: c.column, sequence: c.sequence });
  }
  const constraints = await sql<{ table: string; kind: string; target: string | null; columns: string[] }>`
    select c.conrelid::regclass::text as table, c.contype as kind, c.confrelid::regclass::text as target,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns
    from pg_constraint c
    where c.connamespace = current_schema()::regnamespace and c.contype in ('p', 'f')`.execute(db);
  for (const c of constraints.rows) {
    const table = tables.get(unqualified(c.table));
    if (!table) continue;
    if (c.kind === 'p') table.primaryKey = c.columns;
    else if (c.target) {
      const target = unqualified(c.target);
      if (!table.references.includes(target)) table.references.push(target);
      if (target === table.name) table.selfReferences.push(...c.columns);
    }
  }
  return tables;
}

/** `regclass` names a table of another schema on the path with its schema: keep the bare name. */
const unqualified = (name: string) => name.replace(/^.*\./, '').replace(/^"|"$/g, '');

/**
 * The tables in an order where every table comes after those it references (a table referencing
 * itself is written parents first by the import); ties by name, so the order is stable.
 */
export function dependencyOrder(tables: Map<string, TableInfo>, names: Iterable<string>): string[] {
  const wanted = new Set(names);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const target of [...(tables.get(name)?.references ?? [])].sort())
      if (target !== name && wanted.has(target)) visit(target);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of [...wanted].sort()) visit(name);
  return ordered;
}
