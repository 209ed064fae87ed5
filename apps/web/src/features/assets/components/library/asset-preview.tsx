import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { AssetPreviewDialog } from '@/shared/media/asset-preview-dialog';
import { AssetCartToggle } from './asset-cart-toggle';

/** The preview (1200x1200, quality 100) of a library asset, with the cart toggle and the original. */
export function AssetPreview({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AssetPreviewDialog
      asset={asset}
      onClose={onClose}
      actions={
        asset && (
          <>
            <Button component="a" href={asset.secured_url} download startIcon={<Download />}>
              {t('assets.library.download')}
            </Button>
            <AssetCartToggle asset={asset} variant="button" />
          </>
        )
      }
    />
  );
}
