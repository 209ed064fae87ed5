import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';
import { ReportForm } from './report-form';

/** 'Fill in feedback' as a section of another page (the profile). */
export function FeedbackCard() {
  const { t } = useTranslation();
  return (
    <SectionCard id="feedback-title" title={t('reports.title')}>
      <ReportForm />
    </SectionCard>
  );
}
