import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PageHeading } from '@/shared/ui/page-heading';
import { useContent } from '../api/get-content';
import { ContentDetail } from '../components/content-detail';
import { ContentDetailSkeleton } from '../components/content-detail-skeleton';
import { parseContentId } from '../lib/content-link';

/** /{locale}/contents/detail/{id}: one content, or 'Content not found' for an unknown id. */
export function ContentDetailPage() {
  const { t } = useTranslation();
  const id = parseContentId(useParams().id);
  const content = useContent(id);
  // The server's first screen of this content gives way once the app has drawn it.
  useShowAppWhen(!content.isPending || id === null);
  const missing = id === null || (content.error instanceof ApiError && content.error.status === 404);
  if (missing)
    return (
      <>
        <PageHeading>{t('contents.detail_title')}</PageHeading>
        <EmptyState textKey="contents.not_found" />
      </>
    );
  if (content.isError)
    return (
      <>
        <PageHeading>{t('contents.detail_title')}</PageHeading>
        <ErrorState message={errorMessage(content.error, '')} onRetry={() => void content.refetch()} />
      </>
    );
  if (content.isPending) return <ContentDetailSkeleton />;
  return <ContentDetail content={content.data} />;
}
