import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

/** One entry: where it leads, what it is, and a line about it (when it was sent). */
export interface LinkListItem {
  key: string | number;
  to: string;
  primary: string;
  secondary?: string;
}

interface LinkListProps<T> {
  /** Pages of entries, fetched as the reader asks for more. */
  query: UseInfiniteQueryResult<{ pages: T[][] }>;
  toItem: (entry: T) => LinkListItem;
  /** What the list says when there is nothing in it. */
  emptyKey: string;
}

/**
 * A list of links, a page at a time: a loading state, the empty text, a failure with a retry,
 * and "Show more" while the server has more.
 */
export function LinkList<T>({ query, toItem, emptyKey }: LinkListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Box role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  if (query.isError && !query.data)
    return <ErrorState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  const items = (query.data?.pages ?? []).flat().map(toItem);
  if (!items.length) return <EmptyState textKey={emptyKey} />;
  return (
    <>
      <List disablePadding>
        {items.map((item) => (
          <ListItem key={item.key} disablePadding divider>
            <ListItemButton component={RouterLink} to={item.to}>
              <ListItemText
                primary={item.primary}
                secondary={item.secondary}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} sx={{ mt: 1 }}>
          {t('common.show_more')}
        </Button>
      )}
    </>
  );
}
