import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { useReport } from '@/shared/hooks/use-report';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { LATEST_ASSETS, MATCHING_ASSETS, useAssetPreview } from '../../api/get-asset-preview';
import { AssetCard } from '../library/asset-card';
import { AssetPreview } from '../library/asset-preview';
import { CardList } from '@/shared/ui/card-list';

/** Two across on phones, four on larger screens: the 4 latest fill a row, 8 matches two. */
const COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' };

function PreviewSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('common.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: COLUMNS }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined">
          <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
          <CardContent sx={{ p: 1.5 }}>
            <Skeleton width="85%" />
            <Skeleton width="55%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/**
 * The search page's assets (spec 2): the 4 latest without a text, 8 matching while searching, with
 * the matched words marked; each card opens the preview and goes into the cart as in the library.
 */
export function AssetSearchPreview({ query, onMore }: { query: string; onMore?: (more: boolean) => void }) {
  const preview = useAssetPreview(query);
  // The asset list has no total: a full preview may have more behind it (spec 2).
  useReport(preview.data && preview.data.assets.length >= (query ? MATCHING_ASSETS : LATEST_ASSETS), onMore);
  const [open, setOpen] = useState<Asset | null>(null);
  if (preview.isPending) return <PreviewSkeleton count={query ? MATCHING_ASSETS : LATEST_ASSETS} />;
  if (preview.isError)
    return <ErrorState message={errorMessage(preview.error, '')} onRetry={() => void preview.refetch()} />;
  if (preview.data.assets.length === 0) return <EmptyState />;
  const updating = preview.isPlaceholderData;
  return (
    <>
      <CardList columns={COLUMNS} busy={updating}>
        {preview.data.assets.map((asset) => (
          <li key={asset.id}>
            <AssetCard asset={asset} onPreview={setOpen} terms={preview.data.terms} />
          </li>
        ))}
      </CardList>
      <AssetPreview asset={open} onClose={() => setOpen(null)} />
    </>
  );
}
