import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../config/portal-config-context';
import { useLocalePath } from '../locale/locale-context';
import { rememberRedirect } from './redirect-store';

/**
 * What a guest sees instead of something only an account can do (send a form or a report, edit a
 * profile): why, said before anything can be typed, with 'Sign in' (which comes back to this page)
 * and 'Create an account' where the portal lets visitors register.
 */
export function SignInPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const to = useLocalePath();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          component={RouterLink}
          // Also in the address: a server-drawn screen's link works before any script.
          to={`${to('/auth/login')}?${new URLSearchParams({ from: here })}`}
          onClick={() => rememberRedirect(here)}
          variant="contained"
        >
          {t('auth.login.submit')}
        </Button>
        {setup.registration_open && (
          <Button component={RouterLink} to={to('/auth/register')} variant="outlined">
            {t('auth.login.register_link')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
