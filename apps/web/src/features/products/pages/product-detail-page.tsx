import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/products/detail/{id}[/{name}]: a placeholder until the feature arrives, so navigation works end to end. */
export function ProductDetailPage() {
  return <PlaceholderPage titleKey="products.detail_title" />;
}
