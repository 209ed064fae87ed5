import type { ProductListAnswer } from '@vitrine/contract';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { NameAnchor } from './product.repository.ts';

/**
 * The catalogue area's caches, in one place. The catalogue changes only through imports, while the
 * same category and filter pages are asked for again and again: answers are kept for half a minute
 * (and computed once when asked together).
 */
export const listAnswers = ttlCache<ProductListAnswer>(30_000, 500);

/**
 * Deep pages of the name-ordered list (the default): the key of every ANCHOR_STEP-th row is kept for
 * half a minute, so page 1 000 reads the name index from the nearest such row instead of skipping
 * 24 000 entries from the top; someone paging on pays for the skip once per 100 pages.
 */
export const ANCHOR_STEP = 2400;
export const nameAnchors = ttlCache<NameAnchor | null>(30_000, 200);
