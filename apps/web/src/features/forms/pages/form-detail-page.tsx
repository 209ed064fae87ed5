import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/forms/detail/{id}: a placeholder until the feature arrives, so navigation works end to end. */
export function FormDetailPage() {
  return <PlaceholderPage titleKey="forms.detail_title" />;
}
