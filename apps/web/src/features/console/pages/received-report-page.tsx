import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReceivedReport } from '@vitrine/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { ErrorState } from '@/shared/ui/error-state';
import { useMarkReport, useReceivedReport } from '../api/received';
import { useListBack } from '../components/received-filters';
import { ReceivedPersonCard } from '../components/received-person';
import { STATE_CHIP } from '../components/report-state';

/** Where a report stands, who read and answered it and when, and the buttons that move it on. */
function ReportHandling({ report }: { report: ReceivedReport }) {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const notify = useNotify();
  const mark = useMarkReport(report.id);
  const step = (state: 'read' | 'answered') =>
    mark.mutate(state, {
      onSuccess: () => notify(t(`console.received.report.marked_${state}`), 'success'),
      onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
    });
  const by = (person: ReceivedReport['read_by'], at: string | null) => ({
    name: person?.name ?? '–',
    date: at ? formatMoment(at, segment) : '–',
  });
  const reply = report.person
    ? `mailto:${report.person.email}?subject=${encodeURIComponent(`Re: ${report.subject}`)}`
    : undefined;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{t('console.received.reports.state')}:</Typography>
        <Chip
          size="small"
          {...STATE_CHIP[report.state]}
          label={t(`console.received.states.${report.state}`)}
        />
      </Stack>
      {(report.read_at || report.answered_at) && (
        <Typography variant="body2" color="text.secondary">
          {report.read_at && t('console.received.report.read_by', by(report.read_by, report.read_at))}
          {report.read_at && report.answered_at && <br />}
          {report.answered_at &&
            t('console.received.report.answered_by', by(report.answered_by, report.answered_at))}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {reply && (
          <Button variant="outlined" href={reply}>
            {t('console.received.report.reply')}
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={report.state !== 'new'}
          loading={mark.isPending && mark.variables === 'read'}
          onClick={() => step('read')}
        >
          {t('console.received.report.mark_read')}
        </Button>
        <Button
          variant="contained"
          disabled={report.state === 'answered'}
          loading={mark.isPending && mark.variables === 'answered'}
          onClick={() => step('answered')}
        >
          {t('console.received.report.mark_answered')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * /{locale}/admin/received/reports/:id: one report — its subject, who sent it and when, its
 * description — marked read or answered (a report never goes back), with a reply by e-mail.
 */
export function ReceivedReportPage() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const back = useListBack('?view=reports');
  const param = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(param) ? Number(param) : 0;
  const report = useReceivedReport(id);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={to(`/admin/received${back}`)} sx={{ alignSelf: 'flex-start' }}>
        {t('console.received.report.back')}
      </Link>
      {report.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />
      ) : report.isError ? (
        <ErrorState message={errorMessage(report.error, '')} onRetry={() => void report.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
              {report.data.subject}
            </Typography>
            <Typography
              component="time"
              dateTime={report.data.created_at}
              variant="body2"
              color="text.secondary"
            >
              {t('console.received.result.sent', { date: formatMoment(report.data.created_at, segment) })}
            </Typography>
            <ReceivedPersonCard person={report.data.person} />
            <Stack component="section" spacing={1} aria-labelledby="received-report-description">
              <Typography id="received-report-description" variant="h3" sx={{ fontSize: '1.125rem' }}>
                {t('console.received.report.description')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {report.data.description}
              </Typography>
            </Stack>
            <ReportHandling report={report.data} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
