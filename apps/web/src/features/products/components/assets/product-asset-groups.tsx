import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import FileDownload from '@mui/icons-material/FileDownload';
import type { Asset, Product } from '@vitrine/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { assetCartItem } from '@/shared/cart/cart-item';
import { addToCart } from '@/shared/cart/cart-store';
import { useLocalePath } from '@/shared/locale/locale-context';
import { AssetPreviewDialog } from '@/shared/media/asset-preview-dialog';
import { useNotify } from '@/shared/notifications/notifications-context';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { useProductAssets } from '../../api/get-product-assets';
import { useAssetGroupSelection } from '../../hooks/use-asset-group-selection';
import { ProductAssetGroup } from './product-asset-group';
import { StatusText } from '@/shared/ui/status-text';

const NO_NAMES: string[] = [];

/** Placeholder groups of the usual shape while the assets load. */
function GroupsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-label={t('common.loading')}>
      {[3, 2].map((tiles, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="45%" height={32} sx={{ mb: 1.5 }} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            {Array.from({ length: tiles }, (_, j) => (
              <Skeleton key={j} variant="rectangular" width={128} height={128} />
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The assets tab (spec 2): the product's assets (with its parent's for a variant) grouped by name,
 * a quick-download checkbox per group, and a download button that puts the checked groups into the
 * cart and goes there.
 */
export function ProductAssetGroups({ product }: { product: Product }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const notify = useNotify();
  const query = useProductAssets(product.id, product.parent);
  const [preview, setPreview] = useState<Asset | null>(null);
  const groups = useMemo(
    () => Object.entries(query.data ?? {}).filter(([, list]) => list.length),
    [query.data],
  );
  const names = useMemo(() => (groups.length ? groups.map(([name]) => name) : NO_NAMES), [groups]);
  const selection = useAssetGroupSelection(names);

  if (query.isPending) return <GroupsSkeleton />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />;
  if (groups.length === 0) return <EmptyState />;

  const chosen = groups.filter(([name]) => selection.checked.has(name)).flatMap(([, list]) => list);
  const all = selection.checked.size === groups.length;
  const download = () => {
    addToCart(...chosen.map(assetCartItem));
    notify(t('products.assets.added', { count: chosen.length }), 'success');
    navigate(to('/asset/cart'));
  };

  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={all}
              indeterminate={selection.checked.size > 0 && !all}
              onChange={() => selection.setAll(!all)}
            />
          }
          label={t('products.assets.select_all')}
        />
        <StatusText>{t('products.assets.selected', { count: chosen.length })}</StatusText>
        <Button
          variant="contained"
          startIcon={<FileDownload />}
          disabled={chosen.length === 0}
          onClick={download}
        >
          {t('products.assets.download')}
        </Button>
      </Paper>
      {groups.map(([name, list]) => (
        <ProductAssetGroup
          key={name}
          name={name}
          assets={list}
          checked={selection.checked.has(name)}
          onToggle={selection.toggle}
          onPreview={setPreview}
        />
      ))}
      <AssetPreviewDialog asset={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
