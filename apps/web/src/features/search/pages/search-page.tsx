import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/search: a placeholder until the feature arrives, so navigation works end to end. */
export function SearchPage() {
  return <PlaceholderPage titleKey="search.title" />;
}
