import { useMemo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { AssetScope } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { ScopeTree } from './scope-tree';

interface ScopePanelProps {
  scopes: UseQueryResult<AssetScope[]>;
  current: string | null;
  path: AssetScope[];
  /** Phones fold the tree away behind the current scope's name. */
  compact: boolean;
}

/** The scope navigation of the asset library (spec 2 "Asset library": category tree). */
export function ScopePanel({ scopes, current, path, compact }: ScopePanelProps) {
  const { t } = useTranslation();
  const openIds = useMemo(() => new Set(path.map((s) => s.id)), [path]);

  let body;
  if (scopes.isPending) body = [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} height={32} sx={{ mx: 2 }} />);
  else if (scopes.isError)
    body = <ErrorState message={errorMessage(scopes.error, '')} onRetry={() => void scopes.refetch()} />;
  else if (scopes.data.length === 0) body = <EmptyState />;
  else body = <ScopeTree nodes={scopes.data} current={current} openIds={openIds} />;

  const title = t('assets.library.scopes_title');
  if (compact) {
    return (
      <Accordion variant="outlined" disableGutters component="nav" aria-label={title}>
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography component="span" variant="subtitle1">
            {title}
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {path.at(-1)?.name ?? t('assets.library.scopes_all')}
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
