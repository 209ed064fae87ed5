import Typography from '@mui/material/Typography';
import type { Product } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { useVariants } from '../../api/get-variants';
import { listAttributes } from '../../lib/product-request';
import { useAttributeIndex } from '../../hooks/use-attribute-index';
import { useSpecsPending } from '../../hooks/use-specs-pending';
import { ProductCardGrid, ProductCardGridSkeleton, type CardSizes } from '../common/product-card-grid';
import { PageSection } from '@/shared/ui/page-section';

const SIZES: CardSizes = { xs: 6, sm: 4, lg: 3 };

/**
 * The variants of a parent product (filters.parent), as cards. Drawn once the specifications above
 * have their real height, so they never push this section down as it is being read.
 */
export function ProductVariants({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const { byCode } = useAttributeIndex();
  const variants = useVariants(product.id, listAttributes(setup), product.is_parent);
  const specsPending = useSpecsPending(product);
  if (specsPending) return null;
  let body;
  if (variants.isPending) body = <ProductCardGridSkeleton count={4} sizes={SIZES} />;
  else if (variants.isError)
    body = <ErrorState message={errorMessage(variants.error, '')} onRetry={() => void variants.refetch()} />;
  else if (variants.data.products.length === 0) body = <EmptyState />;
  else
    body = (
      <ProductCardGrid
        products={variants.data.products}
        columns={setup.catalog_columns}
        attributes={byCode}
        sizes={SIZES}
      />
    );
  return (
    <PageSection
      id="variants-heading"
      title={
        <>
          {t('products.variants')}
          {variants.data && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              ({variants.data.total})
            </Typography>
          )}
        </>
      }
    >
      {body}
    </PageSection>
  );
}
