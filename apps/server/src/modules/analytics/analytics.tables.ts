import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface AnalyticsEventTable {
  id: Generated<string>;
  user_id: number | null;
  type: string;
  category: string | null;
  action: string | null;
  label: string | null;
  path: string | null;
  locale: string | null;
  created_at: Timestamp;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    analytics_event: AnalyticsEventTable;
  }
}
