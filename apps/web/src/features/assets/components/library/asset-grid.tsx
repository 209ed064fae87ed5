import { useEffect, useRef } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { useProgressiveCount } from '@/shared/hooks/use-progressive-count';
import { AssetCard } from './asset-card';
import { LIBRARY_CARD_SIZES } from './card-sizes';
import { NextPageCard, NoMoreItemsCard } from './list-end-cards';

interface AssetGridProps {
  assets: Asset[];
  /** 'next' offers the next page, 'end' closes the list, null shows neither (while updating). */
  end: 'next' | 'end' | null;
  loadingNext: boolean;
  onNext: () => void;
  onPreview: (asset: Asset) => void;
  /** Every card at once instead of a screenful first (the server's first screen draws the page). */
  drawAll?: boolean;
  /** How many of the first cards' pictures are fetched at once, before the others. */
  priorityCount?: number;
}

/**
 * The library's cards, then the next-page or 'No more items' card. When a page is appended by the
 * keyboard, focus moves to its first card so the visitor carries on where the new assets begin.
 */
export function AssetGrid({
  assets,
  end,
  loadingNext,
  onNext,
  onPreview,
  drawAll = false,
  priorityCount = 0,
}: AssetGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const drawn = useProgressiveCount(assets.length, drawAll ? assets.length : undefined);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || drawn <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-asset-preview]')[from]?.focus();
  }, [drawn]);
  const next = () => {
    // Only a click from the next-page card itself hands focus on; it disappears or moves.
    if (listRef.current?.contains(document.activeElement)) focusFrom.current = assets.length;
    onNext();
  };
  return (
    <Grid container spacing={2} component="ul" ref={listRef} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {assets.slice(0, drawn).map((asset, index) => (
        <Grid key={asset.id} size={LIBRARY_CARD_SIZES} component="li">
          <AssetCard asset={asset} onPreview={onPreview} priority={index < priorityCount} />
        </Grid>
      ))}
      {end && drawn === assets.length && (
        <Grid size={LIBRARY_CARD_SIZES} component="li">
          {end === 'next' ? <NextPageCard loading={loadingNext} onClick={next} /> : <NoMoreItemsCard />}
        </Grid>
      )}
    </Grid>
  );
}

/** Placeholder cards of the same size while the first page loads. */
export function AssetGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={LIBRARY_CARD_SIZES}>
          <Card variant="outlined">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
            <CardContent sx={{ p: 1.5 }}>
              <Skeleton width="90%" />
              <Skeleton width="70%" />
              <Skeleton width="50%" />
            </CardContent>
            <Skeleton variant="circular" width={32} height={32} sx={{ ml: 'auto', mr: 1.5, mb: 1 }} />
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
