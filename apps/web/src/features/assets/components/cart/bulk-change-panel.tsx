import type { CartItem } from '@vitrine/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCountedText } from '@/shared/boot/stored-state';
import { readCart, writeCart } from '@/shared/cart/cart-store';
import { applyBulk, bulkValues, isImageItem, type BulkChange } from './cart-changes';
import { CartPanel } from './cart-panel';
import { ChoiceSelect } from './choice-select';
import { BULK_SIZE_CHOICES, TYPE_CHOICES } from './size-options';

/** Size and type for every image in the cart at once (spec 2, 5); other files are left alone. */
export function BulkChangePanel({ items }: { items: CartItem[] }) {
  const { t } = useTranslation();
  const { size, type } = bulkValues(items);
  const images = items.filter(isImageItem).length;
  const counted = useCountedText();
  // Read the stored cart afresh, so a change made in another tab meanwhile is not undone.
  const apply = (change: BulkChange) => writeCart(applyBulk(readCart(), change));
  return (
    <CartPanel id="cart-bulk-title" title={t('assets.cart.bulk_title')}>
      <Typography variant="body2" color="text.secondary">
        {counted('assets.cart.bulk_hint', images, 'cart-images')}
      </Typography>
      <ChoiceSelect
        label={t('assets.cart.bulk_size')}
        value={size}
        choices={BULK_SIZE_CHOICES}
        disabled={images === 0}
        onChange={(value) => apply({ size: value })}
      />
      <ChoiceSelect
        label={t('assets.cart.bulk_type')}
        value={type}
        choices={TYPE_CHOICES}
        disabled={images === 0}
        onChange={(value) => apply({ type: value })}
      />
    </CartPanel>
  );
}
