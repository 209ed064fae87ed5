import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api-client';
import { formsQueryKey } from './get-forms';

export interface FormLogInput {
  formId: number;
  description: string;
}

/** POST /private/form/{id}/log: a log entry on a form that allows logging. */
export function addFormLog({ formId, description }: FormLogInput): Promise<unknown> {
  return api.post<unknown>(`/private/form/${formId}/log`, { description });
}

export function useAddFormLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFormLog,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...formsQueryKey, 'list'] }),
  });
}
