import type { Generated } from 'kysely';

export interface AttributeTable {
  id: Generated<number>;
  code: string;
  type: string;
  position: number;
  localizable: boolean;
  searchable: boolean;
}
export interface AttributeTranslationTable {
  attribute_id: number;
  locale: string;
  label: string;
  display_name: string | null;
  prefix: string | null;
  post_fix: string | null;
  help_short: string | null;
  help_long: string | null;
}
export interface AttributeOptionTable {
  id: Generated<number>;
  attribute_id: number;
  value: string;
  position: number;
}
export interface AttributeOptionTranslationTable {
  option_id: number;
  locale: string;
  label: string;
}
export interface AttributeSetTable {
  id: Generated<number>;
  code: string;
}
export interface AttributeSetTranslationTable {
  set_id: number;
  locale: string;
  name: string;
}
export interface AttributeGroupTable {
  id: Generated<number>;
  set_id: number;
  code: string;
  position: number;
  attribute_codes: string[];
}
export interface AttributeGroupTranslationTable {
  group_id: number;
  locale: string;
  name: string;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    attribute: AttributeTable;
    attribute_translation: AttributeTranslationTable;
    attribute_option: AttributeOptionTable;
    attribute_option_translation: AttributeOptionTranslationTable;
    attribute_set: AttributeSetTable;
    attribute_set_translation: AttributeSetTranslationTable;
    attribute_group: AttributeGroupTable;
    attribute_group_translation: AttributeGroupTranslationTable;
  }
}
