import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useCartCount } from '@/shared/cart/cart-store';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

/** The download cart, with the number of assets in it. */
export function BasketButton() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const count = useCartCount();
  return (
    <IconButton component={RouterLink} to={to('/asset/cart')} sx={{ color: 'regularIcons' }}>
      {/* Named by its text, which holds the number the badge shows (axe label-content-name-mismatch). */}
      <Box component="span" sx={visuallyHidden}>
        {t('nav.basket', { count })}
      </Box>
      <Badge badgeContent={count} color="secondary" max={999} aria-hidden>
        <ShoppingBasket />
      </Badge>
    </IconButton>
  );
}
