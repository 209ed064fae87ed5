import type { JSONColumnType } from 'kysely';

export interface SettingTable {
  key: string;
  value: JSONColumnType<object, string, string>;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    setting: SettingTable;
  }
}
