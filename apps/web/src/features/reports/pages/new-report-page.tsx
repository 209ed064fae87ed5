import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { SignInPrompt } from '@/shared/session/sign-in-prompt';
import { useRegistered } from '@/shared/session/use-registered';
import { PageHeading } from '@/shared/ui/page-heading';
import { ReportForm } from '../components/report-form';

/**
 * /{locale}/report/detail/new: the feedback form on its own page; a sent report opens its detail.
 * A guest, who cannot send one, is told so before anything can be typed.
 */
export function NewReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const registered = useRegistered();
  return (
    <Stack sx={{ maxWidth: 900 }}>
      <PageHeading>{t('reports.title')}</PageHeading>
      {registered ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ReportForm onSent={(report) => navigate(to(`/report/detail/${report.id}`))} />
        </Paper>
      ) : (
        <SignInPrompt text={t('reports.guest_text')} />
      )}
    </Stack>
  );
}
