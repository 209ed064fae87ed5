import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useLocale } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useRequestPasswordMail } from '../api/request-password-mail';
import { AuthHeading } from '../components/auth-heading';
import { BackToLoginLink } from '../components/back-to-login-link';
import { ForgotForm } from '../components/forgot-form';

/** /{locale}/auth/forgot: unsent → sent ('Request sent'), or failed with the form back (spec 4). */
export function ForgotPage() {
  const { t } = useTranslation();
  const { code } = useLocale();
  const notify = useNotify();
  const request = useRequestPasswordMail();

  const submit = (email: string) =>
    request.mutate(
      { email, locale: code },
      { onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error') },
    );

  return (
    <Stack spacing={3}>
      <AuthHeading intro={request.isSuccess ? undefined : t('auth.forgot.intro')}>
        {t('auth.forgot.title')}
      </AuthHeading>
      {request.isSuccess ? (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <ForgotForm loading={request.isPending} onSubmit={submit} />
      )}
      <BackToLoginLink />
    </Stack>
  );
}
