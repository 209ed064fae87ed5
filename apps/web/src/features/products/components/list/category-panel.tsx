import { useMemo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ProductCategory } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { useCategories } from '../../api/get-categories';
import { CategoryTree } from './category-tree';

interface CategoryPanelProps {
  current: string | null;
  path: ProductCategory[];
  /** Small screens fold the tree away behind the current category's name. */
  compact: boolean;
}

/** The category navigation of the product list (spec 2). */
export function CategoryPanel({ current, path, compact }: CategoryPanelProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const openIds = useMemo(() => new Set(path.map((c) => c.id)), [path]);

  let body;
  if (categories.isPending)
    body = [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} height={32} sx={{ mx: 2 }} />);
  else if (categories.isError)
    body = (
      <ErrorState message={errorMessage(categories.error, '')} onRetry={() => void categories.refetch()} />
    );
  else if (categories.data.length === 0) body = <EmptyState />;
  else body = <CategoryTree nodes={categories.data} current={current} openIds={openIds} />;

  const title = t('products.categories.title');
  if (compact) {
    return (
      <Accordion variant="outlined" disableGutters component="nav" aria-label={title}>
        <AccordionSummary expandIcon={<ExpandMore />}>
          <Typography component="span" variant="subtitle1">
            {title}
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {path.at(-1)?.title ?? t('products.categories.all')}
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
