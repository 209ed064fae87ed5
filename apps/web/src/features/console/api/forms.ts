import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuilderFormInput, ConsoleFormCategoryWrite } from '@vitrine/contract';
import { consoleFormRoutes } from '@vitrine/contract/routes/console-forms';
import { callRoute } from '@/shared/api/call-route';

const key = ['console', 'forms'] as const;

/** Every form with its counts (few enough to page and search in the browser). */
export function useConsoleForms() {
  return useQuery({
    queryKey: [...key, 'list'],
    queryFn: ({ signal }) => callRoute(consoleFormRoutes.listConsoleForms, { signal }),
  });
}

/** One form as the builder edits it. */
export function useConsoleForm(id: number | null) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) => callRoute(consoleFormRoutes.getConsoleForm, { signal, params: { id: id! } }),
    enabled: id !== null,
    // An edit in progress is not replaced behind the operator's back.
    staleTime: Infinity,
  });
}

/** Every change refreshes the console's lists (the results' form names, the audit log). */
function useConsoleMutation<V, A>(mutationFn: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** Makes a form (id null) or replaces one. */
export const useSaveForm = (id: number | null) =>
  useConsoleMutation((body: BuilderFormInput) =>
    id === null
      ? callRoute(consoleFormRoutes.createConsoleForm, { body })
      : callRoute(consoleFormRoutes.changeConsoleForm, { params: { id }, body }),
  );

export const useDeleteForm = () =>
  useConsoleMutation((id: number) => callRoute(consoleFormRoutes.deleteConsoleForm, { params: { id } }));

export function useFormCategories() {
  return useQuery({
    queryKey: [...key, 'categories'],
    queryFn: ({ signal }) => callRoute(consoleFormRoutes.listConsoleFormCategories, { signal }),
    staleTime: 60_000,
  });
}

/** Makes a category (id null) or renames and moves one. */
export const useSaveFormCategory = (id: number | null) =>
  useConsoleMutation((body: ConsoleFormCategoryWrite) =>
    id === null
      ? callRoute(consoleFormRoutes.createConsoleFormCategory, { body })
      : callRoute(consoleFormRoutes.changeConsoleFormCategory, { params: { id }, body }),
  );

export const useDeleteFormCategory = () =>
  useConsoleMutation((id: number) =>
    callRoute(consoleFormRoutes.deleteConsoleFormCategory, { params: { id } }),
  );
