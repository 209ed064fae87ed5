import type { Timestamp } from '../../db/types.ts';

export interface RenditionTable {
  key: string;
  size: number;
  last_used: Timestamp;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    rendition: RenditionTable;
  }
}
