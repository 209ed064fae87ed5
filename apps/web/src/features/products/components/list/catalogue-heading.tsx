import type { ProductCategory } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { TreeHeading } from '@/shared/ui/tree-heading';

/** The list's h1 (the category title, or Products) with the way up through the category tree. */
export function CatalogueHeading({ path, id }: { path: ProductCategory[]; id: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <TreeHeading
      path={path.map((c) => ({ id: c.id, code: c.code, label: c.title }))}
      root={{ label: t('products.title'), to: to('/products/list') }}
      linkTo={(code) => to(`/products/list/${encodeURIComponent(code)}`)}
      breadcrumbLabel={t('products.categories.breadcrumb')}
      id={id}
    />
  );
}
