import Box from '@mui/material/Box';
import { errorMessage } from '@/shared/api/api-error';
import { useReport } from '@/shared/hooks/use-report';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { CONTENT_PREVIEW_LIMIT, useContentPreview } from '../api/get-content-preview';
import { ContentGrid, ContentGridSkeleton } from './content-grid';

/** One column on phones (cards are rows there), three on tablets, the five in a row on desktops. */
const COLUMNS = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(5, minmax(0, 1fr))',
};

/** The search page's contents (spec 2): five cards with the matched words marked, or 'No results'. */
export function ContentSearchPreview({ query, onMore }: { query: string; onMore?: (more: boolean) => void }) {
  const preview = useContentPreview(query);
  useReport(preview.data && preview.data.total > preview.data.contents.length, onMore);
  if (preview.isPending) return <ContentGridSkeleton count={CONTENT_PREVIEW_LIMIT} columns={COLUMNS} />;
  if (preview.isError)
    return <ErrorState message={errorMessage(preview.error, '')} onRetry={() => void preview.refetch()} />;
  if (preview.data.contents.length === 0) return <EmptyState />;
  const updating = preview.isPlaceholderData;
  return (
    <Box aria-busy={updating} sx={{ opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
      <ContentGrid contents={preview.data.contents} terms={preview.data.terms} columns={COLUMNS} />
    </Box>
  );
}
