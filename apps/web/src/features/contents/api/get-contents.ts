import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentListAnswer, ContentListParams as ApiContentListParams } from '@vitrine/contract';
import { contentRoutes } from '@vitrine/contract/routes/contents';
import { callRoute } from '@/shared/api/call-route';
import type { ContentListState, ContentOrderBy, OrderDir } from '../lib/content-list-state';

/** One content list call (spec 7): paging, sort, search and a category or product filter. */
export interface ContentListParams {
  page: number;
  limit: number;
  orderby: ContentOrderBy;
  orderdir: OrderDir;
  search?: string;
  /** A category code. */
  category?: string | null;
  /** A product id (the product's Contents tab). */
  product?: number;
}

/** The list call for a list state and category (the content list and its server-drawn first screen). */
export function contentListParams(state: ContentListState, category: string | null): ContentListParams {
  const { search, page, limit, orderBy, orderDir } = state;
  return { page, limit, orderby: orderBy, orderdir: orderDir, search, category };
}

/** The same call as the API reads it, before query-string encoding (the app's and the server's first screen). */
export function toContentQuery({ category, product, ...rest }: ContentListParams): ApiContentListParams {
  return {
    ...rest,
    search: rest.search?.trim() || undefined,
    filters: { category: category || undefined, product },
  };
}

/**
 * A page of contents with the total (limit, orderdir, orderby, page, search,
 * filters[category|product]); `terms` when the server matched words besides the typed ones.
 */
export function getContents(params: ContentListParams, signal?: AbortSignal): Promise<ContentListAnswer> {
  return callRoute(contentRoutes.listContents, { signal, query: toContentQuery(params) });
}

/** Prefix of every content list query, e.g. to cancel the ones in flight when the search changes. */
export const contentListKey = ['contents', 'list'] as const;

export const contentsQueryOptions = (params: ContentListParams) =>
  queryOptions({
    queryKey: [...contentListKey, params],
    // The signal aborts the request when a newer search replaces this one (spec 4).
    queryFn: ({ signal }) => getContents(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useContents(params: ContentListParams) {
  return useQuery(contentsQueryOptions(params));
}
