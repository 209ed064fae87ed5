import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp, AttributeValues } from '../../db/types.ts';

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  ean: string | null;
  parent_id: number | null;
  attribute_set_id: number | null;
  status: Generated<boolean>;
  archived: Generated<boolean>;
  attrs: JSONColumnType<AttributeValues, string, string>;
  category_ids: number[];
  filter_keys: number[];
  sort_name: string;
  search: string | null;
  /** The keys of its identifiers, for search (`productIdentifiers`); '' when it has none. */
  identifiers: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** What a search reads of a listed product, kept from `product` by a trigger (migration 0020). */
export interface ProductSearchTable {
  id: number;
  filter_keys: number[];
  sort_name: string;
  created_at: Timestamp;
  sku: string;
  head: string;
  words: string;
}
export interface ProductTranslationTable {
  product_id: number;
  locale: string;
  name: string;
  sort_name: string;
  attrs: JSONColumnType<AttributeValues, string, string>;
}
export interface AssociationTypeTable {
  id: Generated<number>;
  code: string;
  position: number;
}
export interface AssociationTypeTranslationTable {
  type_id: number;
  locale: string;
  label: string;
  description: string | null;
}
export interface ProductAssociationTable {
  product_id: number;
  type_id: number;
  related_id: number;
  position: number;
}
export interface FacetCountTable {
  key: number;
  count: number;
}
export interface CategoryFacetCountTable {
  category_id: number;
  key: number;
  count: number;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    product: ProductTable;
    product_search: ProductSearchTable;
    product_translation: ProductTranslationTable;
    association_type: AssociationTypeTable;
    association_type_translation: AssociationTypeTranslationTable;
    product_association: ProductAssociationTable;
    facet_count: FacetCountTable;
    category_facet_count: CategoryFacetCountTable;
  }
}
