import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { useLocalePath } from '@/shared/locale/locale-context';
import { rememberRedirect } from '@/shared/session/redirect-store';
import { setUser, useSessionEnded } from '@/shared/session/session-store';
import { guestUser } from '@/shared/session/session-user';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks } from '../components/auth-links';
import { LoginForm } from '../components/login-form';
import { SecurityUpgradeAlert } from '../components/security-upgrade-alert';
import { useSignIn } from '../hooks/use-sign-in';

/** /{locale}/auth/login */
export function LoginPage() {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const navigate = useNavigate();
  const to = useLocalePath();
  const signIn = useSignIn();
  const guestToken = setup.guest_token;
  const sessionEnded = useSessionEnded();
  // The server draws this page too (first-screen/screens.tsx); the app's, drawn at once, replaces it.
  useShowAppWhen(true);
  // A page's sign-in link names the page to come back to (it works before the app runs, too).
  const from = useSearchParams()[0].get('from');
  useEffect(() => {
    if (from) rememberRedirect(from);
  }, [from]);

  const continueAsGuest = () => {
    if (!guestToken) return;
    setUser(guestUser(guestToken));
    void navigate(to(), { replace: true });
  };

  return (
    <Stack spacing={3}>
      <AuthHeading>{t('auth.login.title')}</AuthHeading>
      {sessionEnded && <Alert severity="info">{t('session.ended_login')}</Alert>}
      <SecurityUpgradeAlert />
      <LoginForm loading={signIn.isPending} onSubmit={(credentials) => signIn.mutate(credentials)} />
      {guestToken && (
        <>
          <Divider>{t('auth.login.or')}</Divider>
          <Button variant="outlined" size="large" onClick={continueAsGuest}>
            {t('auth.login.continue_as_guest')}
          </Button>
        </>
      )}
      <AuthLinks />
    </Stack>
  );
}
