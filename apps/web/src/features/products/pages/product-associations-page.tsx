import { Associations } from '../components/detail/associations';
import { ProductDetailLayout } from '../components/detail/product-detail-layout';

/** /{locale}/products/detail/{id}/associations: product summary plus every association group. */
export function ProductAssociationsPage() {
  return (
    <ProductDetailLayout tab="associations" summary>
      {(product) => <Associations product={product} />}
    </ProductDetailLayout>
  );
}
