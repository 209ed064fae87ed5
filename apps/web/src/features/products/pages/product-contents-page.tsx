import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { ProductDetailLayout } from '../components/detail/product-detail-layout';
import { ProductHeader } from '../components/detail/product-header';

/** /{locale}/products/detail/{id}/contents: the product frame; the contents grouped by category arrive with the contents feature. */
export function ProductContentsPage() {
  const { t } = useTranslation();
  return (
    <ProductDetailLayout tab="contents">
      {(product) => (
        <>
          <ProductHeader product={product} />
          <Typography variant="h5" component="h2">
            {t('products.contents_title')}
          </Typography>
          <EmptyState />
        </>
      )}
    </ProductDetailLayout>
  );
}
