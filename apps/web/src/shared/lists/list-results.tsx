import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { ResultsHeading } from '@/shared/ui/results-heading';

interface ListResultsProps {
  /** The list's query as it stands. */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: unknown;
    refetch: () => unknown;
  };
  /** Nothing matches. */
  empty: boolean;
  /** Another search, filter or order is loading: the previous results stay, dimmed. */
  updating: boolean;
  /** Drawn in the results' place while the first answer loads. */
  skeleton: ReactNode;
  /** The results' heading, for screen readers jumping between headings. */
  heading: string;
  /** The results, once there are some. */
  children: ReactNode;
}

/**
 * A list's results with their states: a skeleton while the first page loads, an error with a
 * retry, the empty state, or the results (dimmed under a progress bar while others load).
 */
export function ListResults({ query, empty, updating, skeleton, heading, children }: ListResultsProps) {
  const { t } = useTranslation();
  let results;
  if (query.isPending) results = skeleton;
  else if (query.isError && !query.data)
    results = <ErrorState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  else if (empty) results = <EmptyState />;
  else
    results = (
      <Box aria-busy={updating} sx={{ opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
        <ResultsHeading>{heading}</ResultsHeading>
        {children}
      </Box>
    );
  return (
    <>
      <Box sx={{ height: 4, mb: 1 }}>{updating && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {results}
    </>
  );
}

/** The state of a list whose answer came with the page (the server's first screen). */
export const ANSWERED = {
  isPending: false,
  isError: false,
  error: null,
  data: true,
  refetch: () => undefined,
};
