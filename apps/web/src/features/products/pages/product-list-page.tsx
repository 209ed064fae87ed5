import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}, /{locale}/products/list[/{code}] and unknown paths: a placeholder until the feature arrives, so navigation works end to end. */
export function ProductListPage() {
  return <PlaceholderPage titleKey="products.title" />;
}
