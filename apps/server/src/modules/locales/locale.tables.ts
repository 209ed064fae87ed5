import type { Generated } from 'kysely';

export interface LocaleTable {
  code: string;
  title: string;
  is_default: boolean;
  position: number;
  /** Offered to visitors (switched off in the console: kept, but neither listed nor chosen). */
  enabled: Generated<boolean>;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    locale: LocaleTable;
  }
}
