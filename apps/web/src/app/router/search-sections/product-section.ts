import type { SearchSection } from '@/features/search/components/search-section-types';
import { ProductSearchPreview } from '@/features/products/components/search/product-search-preview';
import { productSearchPath } from '@/features/products/lib/list-query-state';

/** The search page's products: five cards; the full list reads the text from its `query` JSON. */
export const productSection: SearchSection = {
  id: 'products',
  titleKey: 'nav.products',
  listPath: productSearchPath,
  Preview: ProductSearchPreview,
};
