import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Content } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';

/** GET /private/content/{id}: one content with its HTML text and attachments. */
export function getContent(id: number, signal?: AbortSignal): Promise<Content> {
  return api.get<Content>(`/private/content/${id}`, { signal });
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
