import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ActivityCounts } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useActivityFormat } from './activity-format';

/** The totals shown, in order, each with its label's key. */
const FIGURES: readonly { key: keyof ActivityCounts; label: string }[] = [
  { key: 'page_views', label: 'console.activity.page_views' },
  { key: 'searches', label: 'console.activity.searches' },
  { key: 'searches_without_results', label: 'console.activity.searches_without_results' },
  { key: 'downloads', label: 'console.activity.downloads' },
  { key: 'shares', label: 'console.activity.shares' },
];

/** The range's totals as figures: a term and its number each, two across on phones, five on desktops. */
export function ActivityFigures({ totals }: { totals: ActivityCounts }) {
  const { t } = useTranslation();
  const format = useActivityFormat();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {FIGURES.map(({ key, label }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(label)}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 500 }} data-figure={key}>
            {format.number(totals[key])}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
