import { LeafletView } from '../components/detail/leaflet-view';
import { ProductDetailLayout } from '../components/detail/product-detail-layout';

/** /{locale}/products/detail/{id}/leaflet: product summary on the left, header and leaflet HTML on the right. */
export function ProductLeafletPage() {
  return (
    <ProductDetailLayout tab="leaflet" summary summaryHiddenOnSmall>
      {(product) => <LeafletView product={product} />}
    </ProductDetailLayout>
  );
}
