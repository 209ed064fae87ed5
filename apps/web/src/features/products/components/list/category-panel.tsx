import { useMemo } from 'react';
import type { ProductCategory } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { NavPanel } from '@/shared/ui/nav-panel';
import { useCategories } from '../../api/get-categories';
import { CategoryTree } from './category-tree';

interface CategoryPanelProps {
  current: string | null;
  path: ProductCategory[];
  /** Small screens fold the tree away behind the current category's name. */
  compact: boolean;
}

/** The category navigation of the product list (spec 2). */
export function CategoryPanel({ current, path, compact }: CategoryPanelProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const openIds = useMemo(() => new Set(path.map((c) => c.id)), [path]);
  return (
    <NavPanel
      title={t('products.categories.title')}
      currentLabel={path.at(-1)?.title ?? t('products.categories.all')}
      compact={compact}
      query={categories}
    >
      {(data) => <CategoryTree nodes={data} current={current} openIds={openIds} />}
    </NavPanel>
  );
}
