import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Content, ContentListAnswer } from '@vitrine/contract';
import { highlightTerms, serverTerms } from '@/shared/text/highlight-match';
import { getContents, type ContentListParams } from './get-contents';

/** Spec 9: the search page previews five contents. */
export const CONTENT_PREVIEW_LIMIT = 5;

export interface ContentPreview {
  contents: Content[];
  total: number;
  /** The words to mark: the search's and any the server adds; kept with the answer they belong to. */
  terms: string[];
}

/**
 * The search page's contents (spec 7 defaults): page 1, limit 5, descending; the newest without a
 * text, by title while searching.
 */
export function contentPreviewParams(search: string): ContentListParams {
  return {
    page: 1,
    limit: CONTENT_PREVIEW_LIMIT,
    orderdir: 'desc',
    orderby: search ? 'title' : 'created',
    search: search || undefined,
  };
}

/** The preview of a list answer (the app's call, and the server's first screen of the search page). */
export function toContentPreview(search: string, answer: ContentListAnswer): ContentPreview {
  return {
    contents: answer.results,
    total: answer.total,
    terms: highlightTerms(search, serverTerms(answer)),
  };
}

export async function getContentPreview(search: string, signal?: AbortSignal): Promise<ContentPreview> {
  return toContentPreview(search, await getContents(contentPreviewParams(search), signal));
}

export const contentPreviewQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['contents', 'preview', search] as const,
    // The signal aborts the request when the visitor types on and the query is left (spec 4).
    queryFn: ({ signal }) => getContentPreview(search, signal),
    placeholderData: keepPreviousData,
  });

export function useContentPreview(search: string) {
  return useQuery(contentPreviewQueryOptions(search));
}
