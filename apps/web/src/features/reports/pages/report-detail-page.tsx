import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { SignInPrompt } from '@/shared/session/sign-in-prompt';
import { useRegistered } from '@/shared/session/use-registered';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { parseReportId, useReport } from '../api/get-report';
import { ReportDetail } from '../components/report-detail';

/**
 * /{locale}/report/detail/{id}: a sent report, or 'No results' for one that is unknown. Reports
 * belong to an account: a guest is offered the sign-in.
 */
export function ReportDetailPage() {
  const { t } = useTranslation();
  const registered = useRegistered();
  const id = parseReportId(useParams().id);
  const report = useReport(registered ? id : null);
  const missing =
    id === null || (report.error instanceof ApiError && [403, 404].includes(report.error.status));
  let body;
  if (!registered) body = <SignInPrompt text={t('reports.guest_text')} />;
  else if (missing) body = <EmptyState />;
  else if (report.isError)
    body = <ErrorState message={errorMessage(report.error, '')} onRetry={() => void report.refetch()} />;
  else if (report.isPending)
    body = (
      <Box role="status" aria-label={t('common.loading')}>
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  else body = <ReportDetail report={report.data} />;
  return (
    <Box component="section" sx={{ maxWidth: 900 }}>
      <PageHeading>{t('reports.detail_title')}</PageHeading>
      {body}
    </Box>
  );
}
