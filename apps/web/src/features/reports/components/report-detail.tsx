import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Report } from '@vitrine/contract';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAssetDate } from '@/shared/format/asset-date';
import { useLocalePath } from '@/shared/locale/locale-context';

/** A sent report: its title, the day it was sent (DD/MM/YYYY, spec 9) and its description. */
export function ReportDetail({ report }: { report: Report }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const date = formatAssetDate(report.created);
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="report-name">
      <Typography id="report-name" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {report.name}
      </Typography>
      {date && (
        <Typography
          component="time"
          dateTime={date.split('/').reverse().join('-')}
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
        >
          {t('reports.sent_on', { date })}
        </Typography>
      )}
      <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {report.description}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Button component={RouterLink} to={to('/account/sent')}>
          {t('sent.all')}
        </Button>
        <Button component={RouterLink} to={to('/report/detail/new')} variant="outlined">
          {t('reports.new')}
        </Button>
      </Stack>
    </Paper>
  );
}
