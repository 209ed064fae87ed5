import type { FormEvent } from 'react';
import type { CartItem } from '@vitrine/contract';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { useDrawnByServer } from '@/shared/boot/drawn-by-server';
import { whenStoredAccount } from '@/shared/boot/stored-state';
import { useCartShare } from '../../hooks/use-cart-share';
import { CartPanel } from './cart-panel';
import { canShare } from './share-rules';

interface SharePanelProps {
  items: CartItem[];
  /** A download is being prepared. */
  preparing: boolean;
  guest: boolean;
}

/** Share the cart by e-mail (spec 2, 4, 5, 8). */
export function SharePanel({ items, preparing, guest }: SharePanelProps) {
  const { t } = useTranslation();
  const { email, setEmail, submit, sharing } = useCartShare(items);
  const enabled = canShare({ itemCount: items.length, email, preparing, sharing, guest });
  // The server draws a guest's panel; a signed-in person's has no sign-in hint.
  const drawn = useDrawnByServer();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (enabled) submit();
  };
  return (
    <CartPanel id="cart-share-title" title={t('assets.cart.share_title')}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          type="email"
          name="email"
          size="small"
          fullWidth
          autoComplete="email"
          label={t('assets.cart.share_email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={sharing || guest}
          helperText={guest ? t('assets.cart.share_guest') : undefined}
          // The reason the field is off is for reading: full text colour (AA), not the disabled grey.
          slotProps={{
            formHelperText: {
              sx: {
                '&.Mui-disabled': { color: 'text.secondary' },
                ...(drawn && whenStoredAccount('user', { display: 'none' })),
              },
            },
          }}
        />
        <Button
          type="submit"
          variant="outlined"
          fullWidth
          startIcon={<Send />}
          disabled={!enabled}
          loading={sharing}
          loadingPosition="start"
          sx={{ mt: 2 }}
        >
          {t('assets.cart.share')}
        </Button>
      </form>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ '&:empty': { display: 'none' } }}
      >
        {sharing ? t('assets.cart.sharing') : ''}
      </Typography>
    </CartPanel>
  );
}
