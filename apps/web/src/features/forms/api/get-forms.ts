import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Form } from '@vitrine/contract';
import { formRoutes } from '@vitrine/contract/routes/forms';
import { callRoute } from '@/shared/api/call-route';

/** Every query of this feature starts with this key: a sent result refreshes them all. */
export const formsQueryKey = ['forms'] as const;

/** The forms with their fields, flags and last result, optionally of one category. */
export function getForms(category: number | null, signal?: AbortSignal): Promise<Form[]> {
  return callRoute(formRoutes.listForms, { signal, query: { category } });
}

export const formsQueryOptions = (category: number | null) =>
  queryOptions({
    queryKey: [...formsQueryKey, 'list', category] as const,
    queryFn: ({ signal }) => getForms(category, signal),
  });

/** Off (`enabled` false) for a guest, whom the server offers no forms. */
export function useForms(category: number | null, enabled = true) {
  return useQuery({ ...formsQueryOptions(category), enabled });
}
