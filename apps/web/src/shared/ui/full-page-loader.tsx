import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useFirstScreenUp } from '@/shared/boot/first-screen';

/** Centred spinner for screens that cannot show anything until their data arrives. */
export function FullPageLoader({ minHeight = '100vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation();
  // Behind the server's first screen nobody sees it: not drawn, which spares the start some work.
  if (useFirstScreenUp()) return null;
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
