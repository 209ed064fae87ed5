import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReportForm } from './report-form';

/** 'Fill in feedback' as a section of another page (the profile). */
export function FeedbackCard() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="feedback-title"
    >
      <Typography id="feedback-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('reports.title')}
      </Typography>
      <ReportForm />
    </Paper>
  );
}
