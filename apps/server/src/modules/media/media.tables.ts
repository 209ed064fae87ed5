import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface AssetScopeTable {
  id: Generated<number>;
  code: string;
  parent_id: number | null;
  position: number;
}
export interface AssetScopeTranslationTable {
  scope_id: number;
  locale: string;
  name: string;
}
export interface AssetTagTable {
  id: Generated<number>;
  code: string;
  position: number;
}
export interface AssetTagTranslationTable {
  tag_id: number;
  locale: string;
  name: string;
}
export interface AssetTable {
  id: Generated<number>;
  name: string;
  sort_name: string;
  ext: string;
  mime: string;
  storage_key: string;
  size: Generated<number>;
  width: number | null;
  height: number | null;
  meta_read_at: Date | null;
  archived: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface AssetScopeLinkTable {
  asset_id: number;
  scope_id: number;
}
export interface AssetTagLinkTable {
  asset_id: number;
  tag_id: number;
}
export interface ProductAssetTable {
  product_id: number;
  asset_id: number;
  position: number;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    asset_scope: AssetScopeTable;
    asset_scope_translation: AssetScopeTranslationTable;
    asset_tag: AssetTagTable;
    asset_tag_translation: AssetTagTranslationTable;
    asset: AssetTable;
    asset_scope_link: AssetScopeLinkTable;
    asset_tag_link: AssetTagLinkTable;
    product_asset: ProductAssetTable;
  }
}
