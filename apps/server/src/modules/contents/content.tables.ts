import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/types.ts';

export interface ContentCategoryTable {
  id: Generated<number>;
  code: string;
  parent_id: number | null;
  position: Generated<number>;
}
export interface ContentCategoryTranslationTable {
  category_id: number;
  locale: string;
  title: string;
}
export interface ContentTable {
  id: Generated<number>;
  status: Generated<boolean>;
  link: string | null;
  sorting_priority: Generated<number>;
  thumbnail_asset_id: number | null;
  thumbnail_key: string | null;
  /** When a published article (`status`) shows; null: at once (migration 0029). */
  publish_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The content's slug, given by an import (its identity there). */
  code: string | null;
  /** SHA-256 of what an import last wrote of it. */
  import_hash: string | null;
}
export interface ContentTranslationTable {
  content_id: number;
  locale: string;
  title: string;
  sort_title: string;
  introduction: Generated<string>;
  text: Generated<string>;
  /** A tsvector: written as SQL, never read by the application. */
  search: ColumnType<string, string | undefined, string>;
}
/** What a search reads of a translation, kept from `content_translation` by a trigger (migration 0020). */
export interface ContentSearchTable {
  content_id: number;
  locale: string;
  sort_title: string;
  head: string;
  words: string;
}
export interface ContentCategoryLinkTable {
  content_id: number;
  category_id: number;
}
export interface ContentProductTable {
  content_id: number;
  product_id: number;
}
export interface ContentAttachmentTable {
  id: Generated<number>;
  content_id: number;
  position: Generated<number>;
  asset_id: number | null;
  storage_key: string | null;
}

/** The tables this area owns, added to the database's type. */
declare module '../../db/types.ts' {
  interface DB {
    content_category: ContentCategoryTable;
    content_category_translation: ContentCategoryTranslationTable;
    content: ContentTable;
    content_translation: ContentTranslationTable;
    content_search: ContentSearchTable;
    content_category_link: ContentCategoryLinkTable;
    content_product: ContentProductTable;
    content_attachment: ContentAttachmentTable;
  }
}
