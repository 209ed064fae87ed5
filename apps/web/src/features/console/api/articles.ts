import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticlePublication, ConsoleArticleDraft, ConsoleArticleQuery } from '@vitrine/contract';
import { consoleArticleRoutes } from '@vitrine/contract/routes/console-articles';
import { mediaRoutes } from '@vitrine/contract/routes/media';
import { callRoute } from '@/shared/api/call-route';

const key = ['console', 'articles'] as const;

/** A page of articles, the previous page kept on screen while the next arrives. */
export function useArticles(query: Partial<ConsoleArticleQuery>) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) => callRoute(consoleArticleRoutes.listConsoleArticles, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** Every content category, flat in tree order. */
export function useArticleCategories() {
  return useQuery({
    queryKey: [...key, 'categories'],
    queryFn: ({ signal }) => callRoute(consoleArticleRoutes.listConsoleArticleCategories, { signal }),
    staleTime: 60_000,
  });
}

/** One article as the editor opens it (not asked for a new one). */
export function useArticle(id: number | null) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) =>
      callRoute(consoleArticleRoutes.getConsoleArticle, { signal, params: { id: id! } }),
    enabled: id !== null,
    // What is being edited is not swapped under the writer's hands.
    staleTime: Infinity,
  });
}

/** Writes an article (new when `id` is null); the lists follow. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ConsoleArticleDraft }) =>
      id === null
        ? callRoute(consoleArticleRoutes.createConsoleArticle, { body })
        : callRoute(consoleArticleRoutes.changeConsoleArticle, { params: { id }, body }),
    onSuccess: (article) => queryClient.setQueryData([...key, 'one', article.id], article),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...key, 'list'] }),
  });
}

/** Publishes, schedules or takes back an article. */
export function usePublishArticle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticlePublication) =>
      callRoute(consoleArticleRoutes.publishConsoleArticle, { params: { id }, body }),
    onSuccess: (article) => queryClient.setQueryData([...key, 'one', id], article),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...key, 'list'] }),
  });
}

export function useDeleteArticle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(consoleArticleRoutes.deleteConsoleArticle, { params: { id } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: [...key, 'one', id] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...key, 'list'] }),
  });
}

/** Files of the asset library matching words (the newest when none), for the pickers. */
export function useLibraryAssets(search: string, picturesOnly: boolean) {
  return useQuery({
    queryKey: ['console', 'library-assets', search],
    queryFn: ({ signal }) =>
      callRoute(mediaRoutes.listAssets, {
        signal,
        query: { itemsPerPage: 24, ...(search ? { search, orderBy: 'name', orderDir: 'asc' } : {}) },
      }),
    placeholderData: keepPreviousData,
    select: (assets) =>
      picturesOnly ? assets.filter((a) => /^(jpe?g|png|webp|gif|avif|tiff?)$/i.test(a.ext)) : assets,
  });
}
