import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../db/types.ts';

export interface JobTable {
  id: string;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  result: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  error: string | null;
  user_id: number | null;
  /** The request that queued it (migration 0017), for following a request into its job's log lines. */
  request_id: string | null;
  /** Attempts started so far (migration 0007). */
  attempts: Generated<number>;
  created_at: Timestamp;
  updated_at: Generated<Date>;
  finished_at: Date | null;
}

/** The tables this layer owns, added to the database's type. */
declare module '../db/types.ts' {
  interface DB {
    job: JobTable;
  }
}
