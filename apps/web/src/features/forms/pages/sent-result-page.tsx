import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { useSentResult } from '../api/get-sent-result';
import { SentAnswerList } from '../components/sent-answer-list';
import { parseFormId } from '../lib/form-list';

/**
 * /{locale}/forms/sent/{id}: what the person answered on a form, as sent and read-only (also for a
 * form hidden after completion); 'No results' for one that is not theirs.
 */
export function SentResultPage() {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const id = parseFormId(useParams().id);
  const result = useSentResult(id);
  const missing =
    id === null || (result.error instanceof ApiError && [403, 404].includes(result.error.status));

  let heading = t('forms.sent.title');
  let body;
  if (missing) body = <EmptyState />;
  else if (result.isError)
    body = <ErrorState message={errorMessage(result.error, '')} onRetry={() => void result.refetch()} />;
  else if (result.isPending)
    body = (
      <Box role="status" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  else {
    heading = result.data.form.name;
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          component="time"
          dateTime={result.data.created_at}
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', mb: 2 }}
        >
          {t('forms.sent.sent_on', { date: formatMoment(result.data.created_at, segment) })}
        </Typography>
        <SentAnswerList answers={result.data.answers} />
      </Paper>
    );
  }
  return (
    <Box component="section" sx={{ maxWidth: 900 }}>
      <PageHeading>{heading}</PageHeading>
      {body}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button component={RouterLink} to={to('/account/sent')} variant="outlined">
          {t('sent.all')}
        </Button>
      </Stack>
    </Box>
  );
}
