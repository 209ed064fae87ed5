import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';
import { ReportForm } from '../components/report-form';

/** /{locale}/report/detail/new: the feedback form on its own page. */
export function NewReportPage() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ maxWidth: 900 }}>
      <PageHeading>{t('reports.title')}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ReportForm />
      </Paper>
    </Stack>
  );
}
