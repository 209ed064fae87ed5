import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/products/detail/{id}/assets: a placeholder until the feature arrives, so navigation works end to end. */
export function ProductAssetsPage() {
  return <PlaceholderPage titleKey="products.assets_title" />;
}
