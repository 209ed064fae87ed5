import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { AssetThumbnail } from '@/shared/media/asset-thumbnail';
import { Highlight } from '@/shared/ui/highlight';
import { truncateName } from '@vitrine/contract/asset-name';
import { CartToggle } from '@/shared/cart/cart-toggle';
import { AssetFacts } from './asset-facts';
import { DownloadOriginal } from './download-original';

interface AssetCardProps {
  asset: Asset;
  onPreview: (asset: Asset) => void;
  /** Its picture is one of the first a visitor waits for (fetched at once, before the others). */
  priority?: boolean;
  /** Search words to mark in the name (the search page). */
  terms?: readonly string[];
}

const NO_TERMS: readonly string[] = [];

/**
 * One asset of the library (spec 2): a 300x300 thumbnail in a square box that opens the preview,
 * the name cut at 45 characters (the full name on hover and for screen readers), its facts, the
 * cart toggle and a download of the original.
 */
export function AssetCard({ asset, onPreview, priority = false, terms = NO_TERMS }: AssetCardProps) {
  const { t } = useTranslation();
  const ext = asset.ext.toLowerCase();
  const shortName = truncateName(asset.name);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={() => onPreview(asset)}
        aria-label={t('assets.library.preview', { name: asset.name })}
        aria-haspopup="dialog"
        data-asset-preview
      >
        <AssetThumbnail
          url={asset.url}
          ext={ext}
          width={asset.meta.width}
          height={asset.meta.height}
          alt={asset.name}
          priority={priority}
          sx={{ aspectRatio: '1 / 1', width: '100%' }}
        />
      </CardActionArea>
      <CardContent sx={{ p: 1.5, flexGrow: 1, '&:last-child': { pb: 1 } }}>
        <Typography
          component="h3"
          variant="subtitle2"
          title={shortName === asset.name ? undefined : asset.name}
          sx={{ overflowWrap: 'anywhere', mb: 0.5 }}
        >
          <Highlight text={shortName} terms={terms} />
        </Typography>
        <AssetFacts asset={asset} />
      </CardContent>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: 0.5, pb: 0.5 }}>
        <CartToggle asset={asset} />
        <DownloadOriginal asset={asset} />
      </Box>
    </Card>
  );
}
