import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { ErrorState } from '@/shared/ui/error-state';
import { useReceivedResult } from '../api/received';
import { ReceivedAnswers } from '../components/received-answers';
import { useListBack } from '../components/received-filters';
import { ReceivedPersonCard } from '../components/received-person';

/**
 * /{locale}/admin/received/results/:id: one form result — who sent it, when, and every answer in
 * the reader's language, each file a link that downloads it (for ten minutes, renewed while open).
 */
export function ReceivedResultPage() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const back = useListBack('');
  const param = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(param) ? Number(param) : 0;
  const result = useReceivedResult(id);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={to(`/admin/received${back}`)} sx={{ alignSelf: 'flex-start' }}>
        {t('console.received.result.back')}
      </Link>
      {result.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />
      ) : result.isError ? (
        <ErrorState message={errorMessage(result.error, '')} onRetry={() => void result.refetch()} />
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={1}>
              <Typography variant="h2" sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}>
                {result.data.form.name}
              </Typography>
              <Typography
                component="time"
                dateTime={result.data.created_at}
                variant="body2"
                color="text.secondary"
              >
                {t('console.received.result.sent', { date: formatMoment(result.data.created_at, segment) })}
              </Typography>
              <ReceivedPersonCard person={result.data.person} />
            </Stack>
          </Paper>
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="received-answers-title"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="received-answers-title" variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {t('console.received.result.answers')}
            </Typography>
            <ReceivedAnswers answers={result.data.answers} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
              {t('console.received.result.links_note')}
            </Typography>
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
