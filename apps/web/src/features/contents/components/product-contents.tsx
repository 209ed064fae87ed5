import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { useProductContents } from '../api/get-product-contents';
import { groupByCategory } from '../lib/content-groups';
import { CONTENT_FIRST_PICTURES, ContentGrid, ContentGridSkeleton } from './content-grid';

/** A product's contents grouped by category title (spec 2, product Contents tab). */
export function ProductContents({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const query = useProductContents(productId);
  const groups = useMemo(() => groupByCategory(query.data?.results ?? []), [query.data]);
  if (query.isPending) return <ContentGridSkeleton count={3} />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  if (groups.length === 0) return <EmptyState />;
  return (
    <Stack spacing={4}>
      {groups.map((group, i) => {
        const id = `product-contents-${i}`;
        return (
          <Box key={group.title ?? ''} component="section" aria-labelledby={id}>
            <Typography id={id} variant="h6" component="h3" sx={{ mb: 1.5 }}>
              {group.title ?? t('contents.other')}
            </Typography>
            <ContentGrid
              contents={group.contents}
              heading="h4"
              // The first group's cards are the tab's first screen; the groups below it wait.
              priorityCount={i === 0 ? CONTENT_FIRST_PICTURES : 0}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
