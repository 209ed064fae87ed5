import Box from '@mui/material/Box';
import { errorMessage } from '@/shared/api/api-error';
import { useReport } from '@/shared/hooks/use-report';
import { FIRST_PICTURES } from '@/shared/boot/by-width';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { PRODUCT_PREVIEW_LIMIT, useProductPreview } from '../../api/get-product-preview';
import { useAttributeIndex } from '../../hooks/use-attribute-index';
import { PREVIEW_CARD_SIZES, ProductCardGrid, ProductCardGridSkeleton } from '../common/product-card-grid';

/** The search page's products (spec 2): five cards with the matched words marked, or 'No results'. */
export function ProductSearchPreview({ query, onMore }: { query: string; onMore?: (more: boolean) => void }) {
  const preview = useProductPreview(query);
  useReport(preview.data && preview.data.total > preview.data.products.length, onMore);
  const { setup } = usePortalConfig();
  const { byCode } = useAttributeIndex();
  if (preview.isPending)
    return <ProductCardGridSkeleton count={PRODUCT_PREVIEW_LIMIT} sizes={PREVIEW_CARD_SIZES} />;
  if (preview.isError)
    return <ErrorState message={errorMessage(preview.error, '')} onRetry={() => void preview.refetch()} />;
  if (preview.data.products.length === 0) return <EmptyState />;
  const updating = preview.isPlaceholderData;
  return (
    <Box aria-busy={updating} sx={{ opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
      <ProductCardGrid
        products={preview.data.products}
        columns={setup.catalog_columns}
        attributes={byCode}
        sizes={PREVIEW_CARD_SIZES}
        terms={preview.data.terms}
        drawAll
        // The page's first cards: their pictures are what a visitor waits for (the previews below wait).
        priorityCount={FIRST_PICTURES}
      />
    </Box>
  );
}
