import { PlaceholderPage } from '@/shared/ui/placeholder-page';

/** /{locale}/report/detail/{id}: the report detail screen arrives with a later feature. */
export function ReportDetailPage() {
  return <PlaceholderPage titleKey="reports.detail_title" />;
}
