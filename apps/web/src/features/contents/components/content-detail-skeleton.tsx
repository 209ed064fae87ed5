import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The shape of a content page while it loads. */
export function ContentDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('common.loading')} sx={{ maxWidth: '75ch' }}>
      <Skeleton variant="text" sx={{ fontSize: '2.125rem', width: '70%' }} />
      <Skeleton width="30%" sx={{ mb: 2 }} />
      <Skeleton width="95%" />
      <Skeleton width="80%" sx={{ mb: 3 }} />
      {[100, 96, 98, 60].map((width, i) => (
        <Skeleton key={i} width={`${width}%`} />
      ))}
    </Box>
  );
}
