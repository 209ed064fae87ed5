import { useCallback } from 'react';
import Typography from '@mui/material/Typography';
import type { ProductCategory } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { ListTreePanel } from '@/shared/lists/list-tree-panel';
import { byOrder } from '@/shared/lists/tree-path';
import { useCategories } from '../../api/get-categories';
import { PRODUCT_PLACE } from '../../lib/product-list-place';

interface CategoryPanelProps {
  current: string | null;
  path: ProductCategory[];
  /** Small screens fold the tree away behind the current category's name. */
  compact: boolean;
}

/** The category navigation of the product list (spec 2): in order, each with its product count. */
export function CategoryPanel({ current, path, compact }: CategoryPanelProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const count = useCallback(
    (category: ProductCategory) => (
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ ml: 1 }}
        aria-label={t('products.filters.count', { count: category.count })}
      >
        {category.count}
      </Typography>
    ),
    [t],
  );
  return (
    <ListTreePanel
      place={PRODUCT_PLACE}
      query={categories}
      current={current}
      path={path}
      compact={compact}
      sort={byOrder}
      trailing={count}
    />
  );
}
