import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@/shared/format/file-size';
import { AssetThumbnail } from '@/shared/media/asset-thumbnail';

const TILE = 128;

/** One file of an asset group: its thumbnail (opens the preview), extension, size and dimensions. */
export function ProductAssetTile({ asset, onPreview }: { asset: Asset; onPreview: (asset: Asset) => void }) {
  const { t, i18n } = useTranslation();
  const { width, height } = asset.meta;
  return (
    <Stack component="li" spacing={0.5} sx={{ width: TILE, listStyle: 'none' }}>
      <ButtonBase
        onClick={() => onPreview(asset)}
        aria-label={t('products.assets.preview', { name: asset.name, ext: asset.ext.toUpperCase() })}
        aria-haspopup="dialog"
        focusRipple
        sx={{
          borderRadius: 1,
          overflow: 'hidden',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <AssetThumbnail
          url={asset.url}
          ext={asset.ext.toLowerCase()}
          width={width}
          height={height}
          alt={asset.name}
          sx={{ width: TILE, height: TILE }}
        />
      </ButtonBase>
      <Typography variant="caption" sx={{ fontWeight: 600, textTransform: 'uppercase' }}>
        {asset.ext}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ mt: '0 !important' }}>
        {formatFileSize(asset.size, i18n.language)}
      </Typography>
      {width && height ? (
        <Typography variant="caption" color="text.secondary" sx={{ mt: '0 !important' }}>
          {`${width} × ${height} px`}
        </Typography>
      ) : null}
    </Stack>
  );
}
