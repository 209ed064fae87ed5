import { useCallback } from 'react';
import { useLocalePath } from '@/shared/locale/locale-context';
import { productName, productSlug } from '../lib/product-text';

export type DetailTab = 'specifications' | 'assets' | 'contents' | 'associations' | 'leaflet';

interface Named {
  id: number;
  name: string | null;
  title?: string | null;
}

/** Paths of a product's detail tabs: /{locale}/products/detail/{id}/{name} for the specifications. */
export function useProductPath(): (product: Named, tab?: DetailTab) => string {
  const to = useLocalePath();
  return useCallback(
    (product, tab = 'specifications') =>
      to(
        tab === 'specifications'
          ? `/products/detail/${product.id}/${productSlug(productName(product))}`
          : `/products/detail/${product.id}/${tab}`,
      ),
    [to],
  );
}
