import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formRoutes } from '@vitrine/contract/routes/forms';
import { callRoute } from '@/shared/api/call-route';
import { formsQueryKey } from './get-forms';

export interface FormResultInput {
  formId: number;
  body: FormData;
}

/** A result: the answers as multipart, by field id. */
export function sendFormResult({ formId, body }: FormResultInput) {
  return callRoute(formRoutes.submitFormResult, { params: { id: formId }, body });
}

/**
 * Sends a result; the lists refetch, so the form shows as answered and among what was sent. The open form itself is only
 * marked stale: refetched now, it could turn 'not available' under the page that is leaving.
 */
export function useSendFormResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFormResult,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...formsQueryKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...formsQueryKey, 'detail'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: [...formsQueryKey, 'sent'] });
    },
  });
}
