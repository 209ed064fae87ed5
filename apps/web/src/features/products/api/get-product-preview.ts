import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Mapping, Product, ProductListAnswer, Setup } from '@vitrine/contract';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { highlightTerms, serverTerms } from '@/shared/text/highlight-match';
import type { ProductListParams } from '../lib/product-request';
import { getProducts } from './get-products';

/** Spec 9: the search page previews five products. */
export const PRODUCT_PREVIEW_LIMIT = 5;

export interface ProductPreview {
  products: Product[];
  total: number;
  /** The words to mark: the search's and any the server adds; kept with the answer they belong to. */
  terms: string[];
}

/**
 * The search page's product call (spec 7): limit 5, descending, newest without a text and by name
 * while searching; the mapped name and description attributes plus the catalogue columns; the
 * setup's grid filter as the filters JSON.
 */
export function productPreviewParams(
  search: string,
  setup: Pick<Setup, 'grid_filter' | 'catalog_columns'>,
  mapping: Pick<Mapping, 'name' | 'shortDescription'>,
): ProductListParams {
  return {
    limit: PRODUCT_PREVIEW_LIMIT,
    offset: 0,
    order: search ? 'name' : 'created',
    orderdir: 'desc',
    attributes: [...new Set([...mapping.name, ...mapping.shortDescription, ...setup.catalog_columns])],
    ...(search && { search }),
    filters: setup.grid_filter,
  };
}

/** The preview of a list answer (the app's call, and the server's first screen of the search page). */
export function toProductPreview(params: ProductListParams, answer: ProductListAnswer): ProductPreview {
  const terms = highlightTerms(params.search ?? '', serverTerms(answer));
  return { products: answer.products, total: answer.total, terms };
}

export async function getProductPreview(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<ProductPreview> {
  return toProductPreview(params, await getProducts(params, signal));
}

export const productPreviewQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'preview', params] as const,
    // The signal aborts the request when the visitor types on and the query is left (spec 4).
    queryFn: ({ signal }) => getProductPreview(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProductPreview(search: string) {
  const { setup, mapping } = usePortalConfig();
  return useQuery(productPreviewQueryOptions(productPreviewParams(search, setup, mapping)));
}
