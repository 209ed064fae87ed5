import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/contents/list[/{code}]: a placeholder until the feature arrives, so navigation works end to end. */
export function ContentListPage() {
  return <PlaceholderPage titleKey="contents.title" />;
}
