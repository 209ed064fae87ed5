import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSendResetMail } from '../hooks/use-send-reset-mail';
import { AuthHeading } from '../components/auth-heading';
import { BackToLoginLink } from '../components/back-to-login-link';
import { ForgotForm } from '../components/forgot-form';

/** /{locale}/auth/forgot: unsent → sent ('Request sent'), or failed with the form back (spec 4). */
export function ForgotPage() {
  const { t } = useTranslation();
  const { request, submit } = useSendResetMail();

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
