import Button from '@mui/material/Button';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useLeafletCart } from '../../hooks/use-leaflet-cart';

/** Adds the leaflet to the shared download cart, or takes it out again (spec 2 "Leaflet page"). */
export function LeafletCartButton({ productName, url }: { productName: string; url: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { inCart, add, remove } = useLeafletCart(productName, url);
  if (inCart) {
    return (
      <Button
        variant="outlined"
        startIcon={<RemoveShoppingCart />}
        onClick={() => {
          remove();
          notify(t('products.leaflet.removed'), 'info');
        }}
      >
        {t('products.leaflet.remove')}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      startIcon={<AddShoppingCart />}
      onClick={() => {
        add();
        notify(t('products.leaflet.added'), 'success');
      }}
    >
      {t('products.leaflet.add')}
    </Button>
  );
}
