import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useNotify } from '@/shared/notifications/notifications-context';
import { createToken, type Credentials } from '../api/create-token';
import { loadSessionUser } from '../api/get-session-profile';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Spec 4 "Login": token, then the user, then back to where the visitor was going. */
export function useSignIn() {
  const { t } = useTranslation();
  const notify = useNotify();
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const { token } = await createToken(credentials);
      return loadSessionUser(token);
    },
    onSuccess: (user) => completeSignIn(user),
    onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
  });
}
