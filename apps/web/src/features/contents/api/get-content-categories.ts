import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentCategory } from '@vitrine/contract';
import { contentRoutes } from '@vitrine/contract/routes/contents';
import { callRoute } from '@/shared/api/call-route';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { visibleCategories } from '../lib/category-tree';

/** The tree of content categories. */
export function getContentCategories(signal?: AbortSignal): Promise<ContentCategory[]> {
  return callRoute(contentRoutes.listContentCategories, { signal });
}

export const contentCategoriesQueryOptions = queryOptions({
  queryKey: ['contents', 'categories'] as const,
  queryFn: ({ signal }) => getContentCategories(signal),
  staleTime: 5 * 60_000,
});

/** The tree as lists show it: ordered, without the setup's dashboard category (spec 3). */
export function useContentCategories() {
  const dashboard = usePortalConfig().setup.dashboard_content;
  const select = useCallback((tree: ContentCategory[]) => visibleCategories(tree, dashboard), [dashboard]);
  return useQuery({ ...contentCategoriesQueryOptions, select });
}
