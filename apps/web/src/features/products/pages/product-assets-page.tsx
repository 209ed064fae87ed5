import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProductAssetGroups } from '../components/assets/product-asset-groups';
import { ProductDetailLayout } from '../components/detail/product-detail-layout';
import { ProductHeader } from '../components/detail/product-header';

/** /{locale}/products/detail/{id}/assets: the product's assets grouped by name, for quick download. */
export function ProductAssetsPage() {
  const { t } = useTranslation();
  return (
    <ProductDetailLayout tab="assets">
      {(product) => (
        <>
          <ProductHeader product={product} />
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('products.assets_title')}
          </Typography>
          <ProductAssetGroups product={product} />
        </>
      )}
    </ProductDetailLayout>
  );
}
