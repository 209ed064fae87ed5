import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Form } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { formsQueryKey } from './get-forms';

/** GET /private/form/{id}: one form with its fields. */
export function getForm(id: number, signal?: AbortSignal): Promise<Form> {
  return api.get<Form>(`/private/form/${id}`, { signal });
}

export const formQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...formsQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getForm(id, signal),
  });

/** Disabled for an id that is not a positive whole number (the page shows 'Form not available'). */
export function useFormDetail(id: number | null) {
  return useQuery({ ...formQueryOptions(id ?? 0), enabled: id !== null });
}
