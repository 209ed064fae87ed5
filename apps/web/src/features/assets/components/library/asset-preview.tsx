import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Asset } from '@vitrine/contract';
import { AssetPreviewDialog } from '@/shared/media/asset-preview-dialog';
import { CartToggle } from '@/shared/cart/cart-toggle';
import { DownloadOriginal } from './download-original';

/**
 * The preview (1200x1200, quality 100) of a library asset, with the original and the cart toggle;
 * icons on phones, where three labelled buttons do not fit in one row.
 */
export function AssetPreview({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const variant = phone ? 'icon' : 'button';
  return (
    <AssetPreviewDialog
      asset={asset}
      onClose={onClose}
      actions={
        asset && (
          <>
            <DownloadOriginal asset={asset} variant={variant} />
            <CartToggle asset={asset} variant={variant} />
          </>
        )
      }
    />
  );
}
