import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useShowAppWhen } from '@/shared/boot/first-screen';

/**
 * Last resort for a screen that crashed or a code chunk that could not load (e.g. after a new
 * release): say so and offer a fresh start.
 */
export function RouteError() {
  const { t } = useTranslation();
  useShowAppWhen(true);
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', mt: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('common.something_went_wrong')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('common.reload_hint')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </Box>
  );
}
