import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { ProductCategory } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { NavTree, type NavTreeNode } from '@/shared/ui/nav-tree';
import { sortCategories } from '../../lib/category-tree';

/** Categories in their configured order, each with its product count after the title. */
function toNodes(categories: ProductCategory[], t: TFunction): NavTreeNode[] {
  return sortCategories(categories).map((c) => ({
    id: c.id,
    code: c.code,
    label: c.title,
    children: toNodes(c.children, t),
    trailing: (
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ ml: 1 }}
        aria-label={t('products.filters.count', { count: c.count })}
      >
        {c.count}
      </Typography>
    ),
  }));
}

interface CategoryTreeProps {
  nodes: ProductCategory[];
  current: string | null;
  openIds: ReadonlySet<number>;
}

/** The category tree with product counts; the current category's branch starts open. */
export function CategoryTree({ nodes, current, openIds }: CategoryTreeProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const treeNodes = useMemo(() => toNodes(nodes, t), [nodes, t]);
  return (
    <NavTree
      nodes={treeNodes}
      current={current}
      openIds={openIds}
      linkTo={(code) => to(`/products/list/${encodeURIComponent(code)}`)}
      all={{ label: t('products.categories.all'), to: to('/products/list') }}
      toggleLabel={(open, name) =>
        t(open ? 'products.categories.collapse' : 'products.categories.expand', { name })
      }
    />
  );
}
