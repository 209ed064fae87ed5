import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { ProductDetailLayout } from '../components/detail/product-detail-layout';
import { ProductHeader } from '../components/detail/product-header';

interface ProductContentsPageProps {
  /**
   * The product's contents grouped by category, which the app takes from the contents feature
   * (features never import each other).
   */
  contents?: (productId: number) => ReactNode;
}

/** /{locale}/products/detail/{id}/contents: the product frame around its contents (spec 2). */
export function ProductContentsPage({ contents }: ProductContentsPageProps) {
  const { t } = useTranslation();
  return (
    <ProductDetailLayout tab="contents">
      {(product) => (
        <>
          <ProductHeader product={product} />
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('products.contents_title')}
          </Typography>
          {contents ? contents(product.id) : <EmptyState />}
        </>
      )}
    </ProductDetailLayout>
  );
}
