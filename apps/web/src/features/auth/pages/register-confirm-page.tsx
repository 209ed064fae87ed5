import { useEffect } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { useLocalePath } from '@/shared/locale/locale-context';
import { toSessionUser } from '@/shared/session/session-user';
import { confirmRegistration } from '../api/register-user';
import { AuthHeading } from '../components/auth-heading';
import { BackToLoginLink } from '../components/back-to-login-link';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/**
 * /{locale}/auth/register/{token}: the link from the registration mail creates the account and signs
 * in, then home (spec 4 "Registration"). The link works once, so the call is made once per token
 * (a query, which React's double effects in development do not repeat) and never retried.
 */
export function RegisterConfirmPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { token = '' } = useParams();
  const completeSignIn = useCompleteSignIn();
  const confirmation = useQuery({
    queryKey: ['registration-confirmation', token],
    queryFn: () => confirmRegistration(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  useEffect(() => {
    const user = confirmation.data ? toSessionUser(confirmation.data) : null;
    if (user) completeSignIn(user, { home: true });
  }, [confirmation.data, completeSignIn]);

  // A used, expired or malformed link (or one whose address got an account meanwhile): register again.
  const invalid = confirmation.error instanceof ApiError && confirmation.error.status === 400;
  return (
    <Stack spacing={3}>
      <AuthHeading>{t('auth.register.confirm_title')}</AuthHeading>
      {confirmation.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography role="alert">
            {invalid ? t('auth.register.link_invalid') : t('common.something_went_wrong')}
          </Typography>
          {invalid ? (
            <Button component={RouterLink} to={to('/auth/register')} variant="contained">
              {t('auth.register.register_again')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void confirmation.refetch()}>
              {t('common.retry')}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('common.loading')}</Typography>
        </Stack>
      )}
      <BackToLoginLink />
    </Stack>
  );
}
