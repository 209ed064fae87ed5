import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

/** Spec 8: the texts 'success' and the thank-you note, then on to login. */
export function AccountRequestSuccess() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
      <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden />
      {/* The text is the spec's lower-case 'success'; capitalised only on screen. */}
      <Typography variant="h6" component="h2" sx={{ textTransform: 'capitalize' }}>
        {t('auth.request.success_title')}
      </Typography>
      <Typography>{t('auth.request.success_text')}</Typography>
      <Button component={RouterLink} to={to('/auth/login')} variant="contained">
        {t('common.continue')}
      </Button>
    </Stack>
  );
}
