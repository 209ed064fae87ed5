import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';

/** Spec 2/8: 'Product not found' for an id no product has. */
export function ProductNotFound() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('products.not_found')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to={to('/products/list')}>
        {t('products.back_to_list')}
      </Button>
    </Box>
  );
}
