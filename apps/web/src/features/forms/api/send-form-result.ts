import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api-client';
import { formsQueryKey } from './get-forms';

export interface FormResultInput {
  formId: number;
  body: FormData;
}

/** POST /private/form/{id}/result: the answers as multipart, by field id. */
export function sendFormResult({ formId, body }: FormResultInput): Promise<unknown> {
  return api.post<unknown>(`/private/form/${formId}/result`, body);
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
