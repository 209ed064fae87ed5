import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent } from '@vitrine/contract';
import { api } from '@/shared/api/api-client';
import { consentQueryKey } from './get-consent';

/** POST /private/profile/consent {consent: true}; the answer is the new consent state. */
export function acceptConsent(): Promise<Consent> {
  return api.post<Consent>('/private/profile/consent', { consent: true });
}

export function useAcceptConsent(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConsent,
    // Spec 4: the response is stored as is, which closes the dialog once status is set.
    onSuccess: (answer) => queryClient.setQueryData(consentQueryKey(userId), answer),
  });
}
