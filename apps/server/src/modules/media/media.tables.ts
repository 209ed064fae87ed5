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
  /** The file's path in the folder an import read it from (the import's identity of the asset). */
  source_path: string | null;
  /** SHA-256 of the imported file, and of the metadata the import wrote with it. */
  file_hash: string | null;
  import_hash: string | null;
  /** Copyright holder or credit line, and the licence the asset is used under. */
  credit: Generated<string>;
  licence: Generated<string>;
  /** The window visitors see it in: from (inclusive) until (exclusive); null for open. */
  valid_from: Date | null;
  valid_until: Date | null;
  /** The `valid_until` whose passing its sharers were told of. */
  expiry_told: Date | null;
}
/** An asset's name in one locale (its plain `name` is the file's name). */
export interface AssetTranslationTable {
  asset_id: number;
  locale: string;
  name: string;
  sort_name: string;
  description: Generated<string>;
  usage_terms: Generated<string>;
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
    asset_translation: AssetTranslationTable;
    asset_scope_link: AssetScopeLinkTable;
    asset_tag_link: AssetTagLinkTable;
    product_asset: ProductAssetTable;
  }
}
