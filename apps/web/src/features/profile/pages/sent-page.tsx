import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/shared/session/sign-in-prompt';
import { useRegistered } from '@/shared/session/use-registered';
import { PageHeading } from '@/shared/ui/page-heading';
import { SectionCard } from '@/shared/ui/section-card';

interface SentPageProps {
  /** The person's reports (the reports feature's list, placed by the app). */
  reports: ReactNode;
  /** The forms they answered (the forms feature's list). */
  answers: ReactNode;
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
            <SectionCard gap={1} id="sent-answers" title={t('sent.answers')}>
              {answers}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard gap={1} id="sent-reports" title={t('sent.reports')}>
              {reports}
            </SectionCard>
          </Grid>
        </Grid>
      ) : (
        <SignInPrompt text={t('sent.guest_text')} />
      )}
    </>
  );
}
