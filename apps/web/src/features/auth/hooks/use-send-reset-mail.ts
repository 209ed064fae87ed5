import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocale } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useRequestPasswordMail } from '../api/request-password-mail';

/** Mails a reset link in the visitor's language; a failure is a notification and the form stays. */
export function useSendResetMail() {
  const { t } = useTranslation();
  const { code } = useLocale();
  const notify = useNotify();
  const request = useRequestPasswordMail();
  const submit = (email: string) =>
    request.mutate(
      { email, locale: code },
      { onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error') },
    );
  return { request, submit };
}
