export interface LocaleTable {
  code: string;
  title: string;
  is_default: boolean;
  position: number;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    locale: LocaleTable;
  }
}
