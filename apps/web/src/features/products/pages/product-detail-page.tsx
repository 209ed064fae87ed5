import { ProductDescription } from '../components/detail/product-description';
import { ProductDetailLayout } from '../components/detail/product-detail-layout';
import { ProductHeader } from '../components/detail/product-header';
import { ProductVariants } from '../components/detail/product-variants';
import { Specifications } from '../components/detail/specifications';

/** /{locale}/products/detail/{id}[/{name}]: header, description, grouped specifications and variants. */
export function ProductDetailPage() {
  return (
    <ProductDetailLayout tab="specifications">
      {(product) => (
        <>
          <ProductHeader product={product} />
          <ProductDescription html={product.longDescription} />
          <Specifications product={product} />
          {product.is_parent && <ProductVariants product={product} />}
        </>
      )}
    </ProductDetailLayout>
  );
}
