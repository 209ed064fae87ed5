import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/shared/format/date-time';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useLatestSentResult } from '../api/get-sent-results';

/**
 * Under 'Form not available': when the person answered this form (one hidden once answered, or
 * whose window closed), when they did and a way to their answers. Nothing otherwise.
 */
export function EarlierAnswers({ formId }: { formId: number | null }) {
  const { t } = useTranslation();
  const { segment } = useLocale();
  const to = useLocalePath();
  const latest = useLatestSentResult(formId, true);
  if (!latest.data) return null;
  return (
    <Alert
      severity="info"
      sx={{ maxWidth: 720, mx: 'auto' }}
      action={
        <Button component={RouterLink} to={to(`/forms/sent/${latest.data.id}`)} color="inherit" size="small">
          {t('forms.sent.see_answers')}
        </Button>
      }
    >
      {t('forms.sent.earlier', { date: formatMoment(latest.data.created_at, segment) })}
    </Alert>
  );
}
