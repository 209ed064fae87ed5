import type { CartItem } from '@vitrine/contract';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { hasThumbnail, isPlayable, sourceExtension } from '@/shared/cart/cart-item';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { AssetThumbnail, FileIcon } from '@/shared/media/asset-thumbnail';
import { fileUrl } from '@/shared/media/rendition-url';

/** Spec 9: the cart preview box. */
export const PREVIEW_BOX = 150;

const box = { width: PREVIEW_BOX, height: PREVIEW_BOX, flexShrink: 0, borderRadius: 1, overflow: 'hidden' };

/**
 * The 150x150 preview of a cart item (spec 2): the lazy thumbnail, which opens the larger preview;
 * a player for videos; the generic file icon for other files. Judged by the asset's own file.
 */
export function CartItemPreview({ item, onPreview }: { item: CartItem; onPreview: () => void }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const ext = sourceExtension(item.url) || item.ext;
  if (isPlayable(ext)) {
    return (
      <Box
        component="video"
        controls
        preload="metadata"
        src={fileUrl(setup.domain, item.url)}
        aria-label={item.name}
        sx={{ ...box, display: 'block', bgcolor: 'common.black' }}
      />
    );
  }
  if (hasThumbnail(ext)) {
    return (
      <ButtonBase
        onClick={onPreview}
        aria-label={t('assets.cart.preview', { name: item.name })}
        sx={{
          ...box,
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <AssetThumbnail
          url={item.url}
          ext={ext}
          alt={item.name}
          sx={{ width: PREVIEW_BOX, height: PREVIEW_BOX }}
        />
      </ButtonBase>
    );
  }
  return (
    <Box sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      <FileIcon ext={ext} label={item.name} />
    </Box>
  );
}
