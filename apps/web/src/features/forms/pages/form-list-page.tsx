import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/forms and /{locale}/forms/list/{id}: a placeholder until the feature arrives, so navigation works end to end. */
export function FormListPage() {
  return <PlaceholderPage titleKey="forms.title" />;
}
