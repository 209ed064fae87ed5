import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { hasThumbnail, isPlayable } from '@/shared/cart/cart-item';
import { FileIcon } from './asset-thumbnail';
import { fileUrl, PREVIEW, renditionUrl } from './rendition-url';

export interface PreviewedAsset {
  name: string;
  url: string;
  ext: string;
}

interface AssetPreviewDialogProps {
  asset: PreviewedAsset | null;
  onClose: () => void;
  /** Extra actions (add to cart, download) shown before the close button. */
  actions?: React.ReactNode;
}

/**
 * The larger preview of an asset (spec 9: 1200x1200 at quality 100, fitted): a picture, a playing
 * video, or the generic file icon. Full screen on phones.
 */
export function AssetPreviewDialog({ asset, onClose, actions }: AssetPreviewDialogProps) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const ext = asset?.ext.toLowerCase() ?? '';
  const src = asset && hasThumbnail(ext) ? renditionUrl(setup.domain, asset.url, PREVIEW) : null;
  return (
    <Dialog
      open={!!asset}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby="asset-preview-title"
    >
      <DialogTitle id="asset-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {asset?.name}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', placeItems: 'center', p: { xs: 1, sm: 2 } }}>
        {asset && isPlayable(ext) ? (
          <Box
            component="video"
            controls
            preload="metadata"
            src={fileUrl(setup.domain, asset.url)}
            aria-label={asset.name}
            sx={{ width: '100%', maxWidth: 1200, maxHeight: '75vh', bgcolor: 'common.black' }}
          />
        ) : src && failed !== src ? (
          <Box
            sx={{
              position: 'relative',
              display: 'grid',
              placeItems: 'center',
              minWidth: { sm: 480 },
              minHeight: 240,
            }}
          >
            {loaded !== src && (
              <CircularProgress aria-label={t('common.loading')} sx={{ position: 'absolute' }} />
            )}
            <Box
              component="img"
              src={src}
              alt={asset?.name ?? ''}
              onLoad={() => setLoaded(src)}
              onError={() => setFailed(src)}
              sx={{
                maxWidth: '100%',
                maxHeight: { xs: 'calc(100vh - 160px)', sm: '75vh' },
                objectFit: 'contain',
              }}
            />
          </Box>
        ) : (
          <Box sx={{ p: 6 }}>
            <FileIcon ext={ext} label={asset?.name} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
