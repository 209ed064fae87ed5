import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formRoutes } from '@vitrine/contract/routes/forms';
import type { RouteBody } from '@vitrine/contract/routes/route';
import { callRoute } from '@/shared/api/call-route';
import { formsQueryKey } from './get-forms';

/** A log entry (as the contract takes it) and the form it is on. */
export type FormLogInput = { formId: number } & RouteBody<typeof formRoutes.addFormLogEntry>;

/** A log entry on a form that allows logging. */
export function addFormLog({ formId, description }: FormLogInput) {
  return callRoute(formRoutes.addFormLogEntry, { params: { id: formId }, body: { description } });
}

export function useAddFormLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFormLog,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...formsQueryKey, 'list'] }),
  });
}
