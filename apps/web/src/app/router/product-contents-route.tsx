import { ProductContents } from '@/features/contents/components/product-contents';
import { ProductContentsPage } from '@/features/products/pages/product-contents-page';

// The product's Contents tab shows the contents feature's groups inside the products feature's frame.
const contents = (productId: number) => <ProductContents productId={productId} />;

/** /{locale}/products/detail/{id}/contents, for the app's routes and the server's first screen. */
export function ProductContentsRoute() {
  return <ProductContentsPage contents={contents} />;
}
