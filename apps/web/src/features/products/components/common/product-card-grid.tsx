import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { Attribute, Product } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useProgressiveCount } from '@/shared/hooks/use-progressive-count';
import { ProductCard } from './product-card';

/** Column spans per breakpoint; the default suits the list beside its side panel. */
export type CardSizes = { xs?: number; sm?: number; md?: number; lg?: number; xl?: number };
export const LIST_CARD_SIZES: CardSizes = { xs: 6, sm: 4, lg: 3 };
/** Spec 9: associations show 2, 3 and 4 across on small, medium and large screens. */
export const ASSOCIATION_CARD_SIZES: CardSizes = { xs: 6, md: 4, lg: 3 };
/** The search page's five products: one row of five on larger screens. */
export const PREVIEW_CARD_SIZES: CardSizes = { xs: 6, sm: 4, md: 12 / 5 };

interface ProductCardGridProps {
  products: Product[];
  columns: string[];
  attributes: ReadonlyMap<string, Attribute>;
  sizes?: CardSizes;
  selected?: ReadonlySet<number>;
  onToggle?: (id: number) => void;
  /** Every card at once instead of a screenful first (the server's first screen draws the page). */
  drawAll?: boolean;
  /** How many of the first cards' pictures are fetched at once, before the others. */
  priorityCount?: number;
  /** Search words to mark, with the short descriptions shown (the search page). */
  terms?: readonly string[];
}

export function ProductCardGrid({
  products,
  columns,
  attributes,
  sizes = LIST_CARD_SIZES,
  selected,
  onToggle,
  drawAll = false,
  priorityCount = 0,
  terms,
}: ProductCardGridProps) {
  const drawn = useProgressiveCount(products.length, drawAll ? products.length : undefined);
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.slice(0, drawn).map((product, index) => (
        <Grid key={product.id} size={sizes} component="li">
          <ProductCard
            product={product}
            columns={columns}
            attributes={attributes}
            selected={selected?.has(product.id)}
            onToggle={onToggle}
            priority={index < priorityCount}
            terms={terms}
            description={terms !== undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholder cards of the same size while products load. */
export function ProductCardGridSkeleton({
  count,
  sizes = LIST_CARD_SIZES,
}: {
  count: number;
  sizes?: CardSizes;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={sizes}>
          <Card variant="outlined">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
            <CardContent sx={{ p: 1.5 }}>
              <Skeleton width="90%" />
              <Skeleton width="60%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
