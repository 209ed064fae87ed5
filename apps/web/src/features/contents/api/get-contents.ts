import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Content, ContentListParams as ApiContentListParams } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import type { ContentListState, ContentOrderBy, OrderDir } from '../lib/content-list-state';

/** GET /private/content/'s answer (contract ContentListAnswer); `terms` when the server adds them. */
export interface ContentList {
  results: Content[];
  total: number;
  /** Words the server matched besides the typed ones (e.g. a corrected typo), to highlight. */
  terms?: string[];
}

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

/** The same call as the API reads it, before query-string encoding (the server's first screen). */
export function toContentQuery({ category, product, ...rest }: ContentListParams): ApiContentListParams {
  return {
    ...rest,
    search: rest.search?.trim() || undefined,
    filters: { category: category || undefined, product },
  };
}

/** GET /private/content/ with limit, orderdir, orderby, page, search, filters[category|product]. */
export function getContents(params: ContentListParams, signal?: AbortSignal): Promise<ContentList> {
  return api.get<ContentList>('/private/content/', {
    signal,
    query: {
      page: params.page,
      limit: params.limit,
      orderdir: params.orderdir,
      orderby: params.orderby,
      search: params.search?.trim() || undefined,
      'filters[category]': params.category || undefined,
      'filters[product]': params.product,
    },
  });
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
