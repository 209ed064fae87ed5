import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from '../db/types.ts';

export interface AdminTokenTable {
  id: Generated<number>;
  name: string;
  /** SHA-256 of the token: the token itself is shown once, when created. */
  token_hash: string;
  created_at: Generated<Date>;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface AdminImportTable {
  id: string;
  kind: string;
  file_name: string;
  storage_key: string;
  /** The import's options as JSON (full, dryRun, channel). */
  options: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  rows: Generated<number>;
  bytes: Generated<number>;
  total_bytes: number | null;
  /** The import report as JSON, when done. */
  report: string | null;
  error: string | null;
  token_id: number | null;
  /** The administrator who sent the file from the console (an admin API push has a token instead). */
  user_id: Generated<number | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: Timestamp | null;
}

/** The tables this area owns, added to the database's type. */
declare module '../db/types.ts' {
  interface DB {
    admin_token: AdminTokenTable;
    admin_import: AdminImportTable;
  }
}

/** An import's row as read. */
export type AdminImportRow = Selectable<AdminImportTable>;
