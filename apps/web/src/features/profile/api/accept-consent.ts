import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes } from '@vitrine/contract/routes/profile';
import { callRoute } from '@/shared/api/call-route';
import { consentQueryKey } from './get-consent';

/** POST /private/profile/consent {consent: true}; the answer is the new consent state. */
export function acceptConsent() {
  return callRoute(profileRoutes.agreeToConsent, { body: { consent: true } });
}

export function useAcceptConsent(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConsent,
    // Spec 4: the response is stored as is, which closes the dialog once status is set.
    onSuccess: (answer) => queryClient.setQueryData(consentQueryKey(userId), answer),
  });
}
