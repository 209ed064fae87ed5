import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/shared/session/sign-in-prompt';
import { useRegistered } from '@/shared/session/use-registered';
import { PageHeading } from '@/shared/ui/page-heading';

interface SentPageProps {
  /** The person's reports (the reports feature's list, placed by the app). */
  reports: ReactNode;
  /** The forms they answered (the forms feature's list). */
  answers: ReactNode;
}

/** One of the page's two lists, under its h2. */
function SentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /{locale}/account/sent: what the person sent, to find it again: their reports and their form
 * answers (also of forms no longer shown once answered), newest first. A guest sent nothing.
 */
export function SentPage({ reports, answers }: SentPageProps) {
  const { t } = useTranslation();
  const registered = useRegistered();
  return (
    <>
      <PageHeading>{t('sent.title')}</PageHeading>
      {registered ? (
        <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SentSection id="sent-answers" title={t('sent.answers')}>
              {answers}
            </SentSection>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SentSection id="sent-reports" title={t('sent.reports')}>
              {reports}
            </SentSection>
          </Grid>
        </Grid>
      ) : (
        <SignInPrompt text={t('sent.guest_text')} />
      )}
    </>
  );
}
