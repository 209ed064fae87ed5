import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The table's shape while the forms load. */
export function FormListSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" role="status" aria-label={t('common.loading')} sx={{ p: 2 }}>
      {[60, 45, 70, 52].map((width, i) => (
        <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25 }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Skeleton sx={{ width: `${width}%` }} />
        </Box>
      ))}
    </Paper>
  );
}
