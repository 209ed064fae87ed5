import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { ProductDetailLayout } from '../components/detail/product-detail-layout';
import { ProductHeader } from '../components/detail/product-header';

/** /{locale}/products/detail/{id}/assets: the product frame; the grouped assets arrive with the assets feature. */
export function ProductAssetsPage() {
  const { t } = useTranslation();
  return (
    <ProductDetailLayout tab="assets">
      {(product) => (
        <>
          <ProductHeader product={product} />
          <Typography variant="h5" component="h2">
            {t('products.assets_title')}
          </Typography>
          <EmptyState />
        </>
      )}
    </ProductDetailLayout>
  );
}
