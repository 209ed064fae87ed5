import { useParams } from 'react-router';
import { ProductCatalogue } from '../components/list/product-catalogue';

/**
 * /{locale}, /{locale}/products/list[/{code}] and unknown paths: the product catalogue. Another
 * category mounts a fresh catalogue, so every setting starts over (spec 4).
 */
export function ProductListPage() {
  const { code } = useParams();
  return <ProductCatalogue key={code ?? ''} routeCategory={code} />;
}
