import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { rememberRedirect } from '@/shared/session/redirect-store';
import { useSessionEnded } from '@/shared/session/session-store';

/**
 * 'Your session has ended': shown over the page a signed-in person is on once the server has
 * ended their session (expiry, a password changed or a sign-out elsewhere, a disabled account).
 * It cannot be dismissed into a guest session; signing in comes back to this page.
 */
export function SessionEndedDialog() {
  const { t } = useTranslation();
  const ended = useSessionEnded();
  const to = useLocalePath();
  const { pathname, search, hash } = useLocation();
  if (!ended) return null;
  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      aria-labelledby="session-ended-title"
      aria-describedby="session-ended-text"
    >
      <DialogTitle id="session-ended-title">{t('session.ended_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-text">{t('session.ended_text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          component={RouterLink}
          to={to('/auth/login')}
          onClick={() => rememberRedirect(`${pathname}${search}${hash}`)}
        >
          {t('auth.login.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
