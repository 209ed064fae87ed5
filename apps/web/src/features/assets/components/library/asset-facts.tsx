import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { formatAssetDate } from '@/shared/format/asset-date';
import { formatFileSize } from '@/shared/format/file-size';

/** Pixel dimensions for images ("1200 × 800 px"); other files have none. */
export function assetDimensions(asset: Pick<Asset, 'meta'>): string | null {
  const { width, height } = asset.meta;
  return width && height ? `${width} × ${height} px` : null;
}

/** The facts under a card's name: extension, size in binary units, dimensions, created date. */
export function AssetFacts({ asset, showDate = true }: { asset: Asset; showDate?: boolean }) {
  const { t, i18n } = useTranslation();
  const dimensions = assetDimensions(asset);
  const facts = [asset.ext.toUpperCase(), formatFileSize(asset.size, i18n.language), dimensions].filter(
    (fact) => fact !== null,
  );
  return (
    <>
      <Typography variant="caption" component="p" color="text.secondary">
        {/* Each fact stays on one line; narrow cards wrap between them. */}
        {facts.map((fact, i) => (
          <Fragment key={fact}>
            {i > 0 && ' · '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {fact}
            </Box>
          </Fragment>
        ))}
      </Typography>
      {showDate && (
        <Typography variant="caption" component="p" color="text.secondary">
          {t('assets.library.created', { date: formatAssetDate(asset.created) })}
        </Typography>
      )}
    </>
  );
}
