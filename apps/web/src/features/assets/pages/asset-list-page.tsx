import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/asset/list[/{code}]: a placeholder until the feature arrives, so navigation works end to end. */
export function AssetListPage() {
  return <PlaceholderPage titleKey="assets.title" />;
}
