import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
import type { Asset } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { assetCartItem } from './cart-item';
import { addToCart, removeFromCart, useInCart } from './cart-store';
import { useNotify } from '@/shared/notifications/notifications-context';

interface CartToggleProps {
  asset: Pick<Asset, 'name' | 'url' | 'ext'>;
  /** An icon on cards, a labelled button in the preview dialog. */
  variant?: 'icon' | 'button';
}

/**
 * Puts a file (a library asset, a content attachment) into the download cart or takes it out
 * again; the shell's badge follows.
 */
export function CartToggle({ asset, variant = 'icon' }: CartToggleProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const inCart = useInCart(asset.url);
  const toggle = () => {
    if (inCart) {
      removeFromCart(asset.url);
      notify(t('assets.library.cart_removed', { name: asset.name }), 'info');
    } else {
      addToCart(assetCartItem(asset));
      notify(t('assets.library.cart_added', { name: asset.name }), 'success');
    }
  };
  const label = t(inCart ? 'assets.library.cart_remove' : 'assets.library.cart_add');
  const Icon = inCart ? RemoveShoppingCart : AddShoppingCart;
  if (variant === 'button') {
    return (
      <Button variant={inCart ? 'outlined' : 'contained'} startIcon={<Icon />} onClick={toggle}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={toggle}
        color={inCart ? 'primary' : 'default'}
        aria-label={t(inCart ? 'assets.library.cart_remove_named' : 'assets.library.cart_add_named', {
          name: asset.name,
        })}
      >
        <Icon />
      </IconButton>
    </Tooltip>
  );
}
