import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContents, type ContentListParams } from './get-contents';

/** Spec 9: a product's contents are fetched in one call of up to 999. */
export const PRODUCT_CONTENT_LIMIT = 999;

/** The call of a product's contents (the app's, and the server's first screen of the tab). */
export const productContentsParams = (productId: number): ContentListParams => ({
  page: 1,
  limit: PRODUCT_CONTENT_LIMIT,
  orderdir: 'desc',
  orderby: 'created',
  product: productId,
});

/**
 * A product's contents (spec 7): GET /private/content/?page=1&limit=999&orderdir=desc
 * &orderby=created&filters[product]={id}.
 */
export const productContentsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['contents', 'product', productId] as const,
    queryFn: ({ signal }) => getContents(productContentsParams(productId), signal),
  });

export function useProductContents(productId: number) {
  return useQuery(productContentsQueryOptions(productId));
}
