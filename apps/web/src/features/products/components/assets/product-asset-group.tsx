import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { ProductAssetTile } from './product-asset-tile';

interface ProductAssetGroupProps {
  name: string;
  assets: Asset[];
  checked: boolean;
  onToggle: (name: string) => void;
  onPreview: (asset: Asset) => void;
}

/** One group of same-named assets with its quick-download checkbox (spec 2 "Assets tab"). */
export function ProductAssetGroup({ name, assets, checked, onToggle, onPreview }: ProductAssetGroupProps) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={name}
      sx={{ p: 2, borderColor: checked ? 'primary.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 1.5 }}>
        <FormControlLabel
          control={<Checkbox checked={checked} onChange={() => onToggle(name)} />}
          label={
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
          }
          sx={{ mr: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('products.assets.files', { count: assets.length })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0 }}>
        {assets.map((asset) => (
          <ProductAssetTile key={asset.id} asset={asset} onPreview={onPreview} />
        ))}
      </Box>
    </Paper>
  );
}
