import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The detail layout's shape while the product loads: side column, header with image, text lines. */
export function DetailSkeleton({ summary }: { summary: boolean }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3} role="status" aria-label={t('common.loading')}>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <Stack spacing={2}>
          {summary && (
            <Skeleton
              variant="rounded"
              sx={{ aspectRatio: '1 / 1', height: 'auto', display: { xs: 'none', md: 'block' } }}
            />
          )}
          <Skeleton variant="rounded" height={summary ? 48 : 240} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mb: 3 }}>
          <Skeleton variant="rounded" sx={{ width: { xs: '100%', sm: 200 }, height: 200, flexShrink: 0 }} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton variant="text" sx={{ fontSize: '2.2rem' }} width="80%" />
            <Skeleton width="50%" />
            <Skeleton width="90%" />
          </Stack>
        </Stack>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
        ))}
      </Grid>
    </Grid>
  );
}
