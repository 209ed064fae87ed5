import type { ContentCategory } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { TreeHeading } from '@/shared/ui/tree-heading';

/** The list's h1 (the category's title, or Contents) with the way up through the category tree. */
export function ContentListHeading({ path, id }: { path: ContentCategory[]; id: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <TreeHeading
      path={path.map((c) => ({ id: c.id, code: c.code, label: c.title }))}
      root={{ label: t('contents.title'), to: to('/contents/list') }}
      linkTo={(code) => to(`/contents/list/${encodeURIComponent(code)}`)}
      breadcrumbLabel={t('contents.categories.breadcrumb')}
      id={id}
    />
  );
}
