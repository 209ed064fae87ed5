import { useQuery } from '@tanstack/react-query';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { productPreviewParams, productPreviewQueryOptions } from '../../api/get-product-preview';
import { useAttributeIndex } from '../../hooks/use-attribute-index';
import { ProductCardGrid, ProductCardGridSkeleton, type CardSizes } from './product-card-grid';

/** Three across where there is room for them, two on a phone. */
const SAMPLE_SIZES: CardSizes = { xs: 6, sm: 4 };

/**
 * The catalogue's newest products as its list draws them (the console's settings preview shows
 * them in the look being chosen). Nothing is shown when they cannot be read.
 */
export function ProductCardSample({ count = 3 }: { count?: number }) {
  const { setup, mapping } = usePortalConfig();
  const { byCode } = useAttributeIndex();
  const sample = useQuery(
    productPreviewQueryOptions({ ...productPreviewParams('', setup, mapping), limit: count }),
  );
  if (sample.isPending) return <ProductCardGridSkeleton count={count} sizes={SAMPLE_SIZES} />;
  if (sample.isError) return null;
  return (
    <ProductCardGrid
      products={sample.data.products}
      columns={setup.catalog_columns}
      attributes={byCode}
      sizes={SAMPLE_SIZES}
      drawAll
    />
  );
}
