import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface ReportTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  description: string;
  created_at: Timestamp;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    report: ReportTable;
  }
}
