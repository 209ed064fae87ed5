import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Attribute, ProductListAnswer } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import type { ProductView } from '../../lib/list-query-state';
import type { ProductSelection } from '../../hooks/use-product-selection';
import { ProductCardGrid, ProductCardGridSkeleton } from '../common/product-card-grid';
import { ProductTable } from './product-table';

interface ProductResultsProps {
  query: UseQueryResult<ProductListAnswer>;
  /** Still waiting for something the cards need (the attribute labels). */
  waiting: boolean;
  view: ProductView;
  limit: number;
  attributes: ReadonlyMap<string, Attribute>;
  selection: ProductSelection;
}

/** The current page of products as cards or grid, with its loading, error and empty states. */
export function ProductResults({ query, waiting, view, limit, attributes, selection }: ProductResultsProps) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  useShowAppWhen(!query.isPending && !waiting);
  if (query.isPending || waiting) {
    if (view === 'cards') return <ProductCardGridSkeleton count={Math.min(limit, 12)} />;
    return (
      <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Paper>
    );
  }
  if (query.isError)
    return <ErrorState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  const { products } = query.data;
  if (products.length === 0) return <EmptyState />;
  const updating = query.isPlaceholderData;
  const shown = { products, attributes, selected: selection.ids, onToggle: selection.toggle };
  return (
    <Box aria-busy={updating} sx={{ opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
      {view === 'grid' ? (
        <ProductTable {...shown} columns={setup.grid_columns} />
      ) : (
        <ProductCardGrid {...shown} columns={setup.catalog_columns} />
      )}
    </Box>
  );
}
