import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useCartCount } from '@/shared/cart/cart-store';

/** The download cart, with the number of assets in it. */
export function BasketButton() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const count = useCartCount();
  return (
    <IconButton
      component={RouterLink}
      to={to('/asset/cart')}
      aria-label={t('nav.basket', { count })}
      sx={{ color: 'regularIcons' }}
    >
      <Badge badgeContent={count} color="secondary" max={999}>
        <ShoppingBasket />
      </Badge>
    </IconButton>
  );
}
