import type { Generated } from 'kysely';

export interface CategoryTable {
  id: Generated<number>;
  code: string;
  parent_id: number | null;
  position: number;
  product_count: Generated<number>;
}
export interface CategoryTranslationTable {
  category_id: number;
  locale: string;
  title: string;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    category: CategoryTable;
    category_translation: CategoryTranslationTable;
  }
}
