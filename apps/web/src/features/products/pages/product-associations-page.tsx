import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/products/detail/{id}/associations: a placeholder until the feature arrives, so navigation works end to end. */
export function ProductAssociationsPage() {
  return <PlaceholderPage titleKey="products.associations_title" />;
}
