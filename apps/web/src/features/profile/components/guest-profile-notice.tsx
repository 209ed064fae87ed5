import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

/** Guests have no profile to edit; they are offered the login instead. */
export function GuestProfileNotice() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography sx={{ mb: 2 }}>{t('profile.guest_text')}</Typography>
      <Button component={RouterLink} to={to('/auth/login')} variant="contained">
        {t('profile.guest_login')}
      </Button>
    </Paper>
  );
}
