import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';

interface NavPanelProps<T> {
  /** The panel's heading and the navigation's accessible name. */
  title: string;
  /** Where the visitor is (shown beside the title while folded). */
  currentLabel: string;
  /** Phones fold the panel away behind the title and current label. */
  compact: boolean;
  query: UseQueryResult<T[]>;
  /** The navigation, once the query has a non-empty answer. */
  children: (data: T[]) => ReactNode;
}

/** A side navigation panel (categories, scopes) with loading, error and empty states. */
export function NavPanel<T>({ title, currentLabel, compact, query, children }: NavPanelProps<T>) {
  let body;
  if (query.isPending) body = [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} height={32} sx={{ mx: 2 }} />);
  else if (query.isError)
    body = <ErrorState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyState />;
  else body = children(query.data);

  if (compact) {
    return (
      <Accordion
        variant="outlined"
        disableGutters
        component="nav"
        aria-label={title}
        // A folded tree is drawn only when opened: phones load the page without its weight. Its
        // summary is a second-level heading, next after the page's own.
        slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h2' } }}
      >
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography component="span" variant="subtitle1">
            {title}
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {currentLabel}
            </Typography>
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0.5, pt: 0 }}>{body}</AccordionDetails>
      </Accordion>
    );
  }
  return (
    <Paper variant="outlined" component="nav" aria-label={title} sx={{ p: 1 }}>
      <Typography component="h2" variant="h6" sx={{ px: 1, pt: 0.5, pb: 1 }}>
        {title}
      </Typography>
      {body}
    </Paper>
  );
}
