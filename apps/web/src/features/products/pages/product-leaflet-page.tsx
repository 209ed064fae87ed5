import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/products/detail/{id}/leaflet: a placeholder until the feature arrives, so navigation works end to end. */
export function ProductLeafletPage() {
  return <PlaceholderPage titleKey="products.leaflet_title" />;
}
