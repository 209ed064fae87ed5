import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Content } from '@vitrine/contract';
import { contentRoutes } from '@vitrine/contract/routes/contents';
import { callRoute } from '@/shared/api/call-route';

/** One content with its HTML text and attachments. */
export function getContent(id: number, signal?: AbortSignal): Promise<Content> {
  return callRoute(contentRoutes.getContent, { params: { id }, signal });
}

export const contentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['contents', 'detail', id] as const,
    queryFn: ({ signal }) => getContent(id, signal),
  });

/** Disabled for an id that is not a positive whole number (the page shows 'not found'). */
export function useContent(id: number | null) {
  return useQuery({ ...contentQueryOptions(id ?? 0), enabled: id !== null });
}
