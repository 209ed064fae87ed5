import type { AssetScope } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { TreeHeading } from '@/shared/ui/tree-heading';

/** The library's h1 (the scope's name, or Assets) with the way up through the scope tree. */
export function LibraryHeading({ path, id }: { path: AssetScope[]; id: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <TreeHeading
      path={path.map((s) => ({ id: s.id, code: s.code, label: s.name }))}
      root={{ label: t('assets.title'), to: to('/asset/list') }}
      linkTo={(code) => to(`/asset/list/${encodeURIComponent(code)}`)}
      breadcrumbLabel={t('assets.library.breadcrumb')}
      id={id}
    />
  );
}
