import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/contents/detail/{id}: a placeholder until the feature arrives, so navigation works end to end. */
export function ContentDetailPage() {
  return <PlaceholderPage titleKey="contents.detail_title" />;
}
