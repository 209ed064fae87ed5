import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

type Json = JSONColumnType<Record<string, unknown>, string, string> | null;

/** One change made in the console: who, when, what, the record before and after. */
export interface AuditEntryTable {
  id: Generated<string>;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target_kind: string;
  target_id: string;
  target_label: Generated<string>;
  before: Json;
  after: Json;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    audit_entry: AuditEntryTable;
  }
}
