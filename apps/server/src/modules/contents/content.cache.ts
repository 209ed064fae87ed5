import type { ContentCategory } from '@vitrine/contract';
import { ttlCache } from '../../lib/ttl-cache.ts';

/** The content category tree of one locale, with lookups by id and code. */
export interface ContentCategoryIndex {
  tree: ContentCategory[];
  byId: Map<number, ContentCategory>;
  byCode: Map<string, ContentCategory>;
}

/**
 * The contents area's caches, in one place. Categories change only through imports and are read by
 * every list, detail and tree answer: kept for ten seconds per locale, as the product categories.
 */
export const categoryIndexes = ttlCache<ContentCategoryIndex>(10_000);
