import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from '../components/auth-heading';
import { BackToLoginLink } from '../components/back-to-login-link';
import { ResetForm } from '../components/reset-form';
import { useResetPassword } from '../hooks/use-reset-password';

/** /{locale}/auth/reset/{token}: the link from the password mail. */
export function ResetPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const reset = useResetPassword(token);
  return (
    <Stack spacing={3}>
      <AuthHeading intro={t('auth.reset.intro')}>{t('auth.reset.title')}</AuthHeading>
      <ResetForm loading={reset.isPending} onSubmit={(password) => reset.mutate(password)} />
      <BackToLoginLink />
    </Stack>
  );
}
