import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/asset/cart: a placeholder until the feature arrives, so navigation works end to end. */
export function CartPage() {
  return <PlaceholderPage titleKey="assets.cart_title" />;
}
