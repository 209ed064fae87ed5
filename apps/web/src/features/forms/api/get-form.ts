import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Form } from '@vitrine/contract';
import { formRoutes } from '@vitrine/contract/routes/forms';
import { callRoute } from '@/shared/api/call-route';
import { formsQueryKey } from './get-forms';

/** One form with its fields. */
export function getForm(id: number, signal?: AbortSignal): Promise<Form> {
  return callRoute(formRoutes.getForm, { params: { id }, signal });
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
