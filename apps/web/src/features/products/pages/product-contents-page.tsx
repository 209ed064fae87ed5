import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/products/detail/{id}/contents: a placeholder until the feature arrives, so navigation works end to end. */
export function ProductContentsPage() {
  return <PlaceholderPage titleKey="products.contents_title" />;
}
