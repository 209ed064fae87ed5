import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface ReportTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  description: string;
  created_at: Timestamp;
  /** How far an administrator's handling went: new, read, answered (only forward). */
  state: Generated<'new' | 'read' | 'answered'>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  read_by: number | null;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  answered_by: number | null;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    report: ReportTable;
  }
}
