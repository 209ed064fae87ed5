import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

/** A search made on the search page, kept for the console's activity figures (migration 0023). */
export interface SearchLogTable {
  id: Generated<string>;
  /** The text searched, lower case with single spaces, so the same search is counted as one. */
  query: string;
  hits: number;
  user_id: number | null;
  locale: string | null;
  created_at: Timestamp;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    search_log: SearchLogTable;
  }
}
