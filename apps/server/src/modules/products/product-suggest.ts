import type { ProductSuggestion } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { attributeIndex } from '../attributes/index.ts';
import { categoryIndex } from '../categories/index.ts';
import { productMapping } from '../config/index.ts';
import { planFilters } from './product-plan.ts';
import { planSearch } from './product-search.ts';
import { toProduct } from './product-row.ts';
import { findCodeMatches, loadProducts, queryProductPage } from './product.repository.ts';
import type { Sight } from '../visibility/index.ts';

/**
 * Products to suggest while a search is typed: those whose article number, EAN or code matches it
 * (variants themselves, which open their own page), then the listed products the words find, by
 * relevance. Nothing is counted, and only the first `candidates` matches of each kind are ranked:
 * a suggestion list needs only its first few, and a broad word has thousands.
 */
export async function suggestProducts(
  deps: Deps,
  locale: RequestLocale,
  text: string,
  limit: number,
  candidates: number,
  sight: Sight,
): Promise<ProductSuggestion[]> {
  const plan = await planSearch(deps.db, text, locale, true);
  if (!plan) return [];
  const [attributes, categories, mapping] = await Promise.all([
    attributeIndex(deps, locale),
    categoryIndex(deps.db, locale),
    productMapping(deps),
  ]);
  const coded = plan.identifier
    ? await findCodeMatches(deps.db, plan.identifier, limit, sight.categories, candidates)
    : [];
  const worded =
    coded.length < limit
      ? await queryProductPage(deps.db, {
          filters: planFilters({}, attributes, categories, sight.categories),
          search: { ...plan, identifier: null },
          sort: { by: 'relevance' },
          locale,
          limit,
          offset: 0,
          withTotal: false,
          facets: null,
          candidates,
        })
      : { ids: [] };
  const ids = [...new Set([...coded, ...worded.ids])].slice(0, limit);
  const ctx = { mapping, attributes, categories, wanted: [], associations: {} };
  return (await loadProducts(deps.db, ids, locale)).map((row) => {
    const product = toProduct(row, ctx);
    return { id: row.id, name: product.name ?? row.sku, identifier: row.sku, image: product.image };
  });
}
