import { useId } from 'react';
import type { CartItem } from '@vitrine/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { itemType } from '@/shared/cart/cart-item';
import { removeFromCart, updateCartItem } from '@/shared/cart/cart-store';
import { isImageItem, sizeChange, typeChange } from './cart-changes';
import { CartItemPreview, PREVIEW_BOX } from './cart-item-preview';
import { ChoiceSelect } from './choice-select';
import { ITEM_SIZE_CHOICES, TYPE_CHOICES } from './size-options';

/**
 * One file of the cart (spec 2): preview, name, remove, size, type and crop. Every change goes
 * through the cart store, so the badge and other tabs follow.
 */
export function CartItemCard({ item, onPreview }: { item: CartItem; onPreview: () => void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const image = isImageItem(item);
  const label = item.name || t('assets.cart.unnamed');
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `${PREVIEW_BOX}px minmax(0, 1fr)` },
        alignItems: 'start',
      }}
    >
      <CartItemPreview item={item} onPreview={onPreview} />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {/* Several lines when the name is long, so it can be read whole on a phone; it stays one
              line of text (Enter adds no line break, pasted ones become spaces). */}
          <TextField
            id={nameId}
            size="small"
            fullWidth
            multiline
            label={t('assets.cart.file_name')}
            value={item.name}
            onChange={(event) =>
              updateCartItem(item.url, { name: event.target.value.replace(/[\r\n]+/g, ' ') })
            }
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            slotProps={{
              input: {
                endAdornment: item.ext ? (
                  <InputAdornment position="end">.{item.ext}</InputAdornment>
                ) : undefined,
              },
            }}
          />
          <Tooltip title={t('assets.cart.remove', { name: label })}>
            <IconButton
              aria-label={t('assets.cart.remove', { name: label })}
              onClick={() => removeFromCart(item.url)}
            >
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr)) auto' },
          }}
        >
          <ChoiceSelect
            label={t('assets.cart.size')}
            value={item.size}
            choices={ITEM_SIZE_CHOICES}
            disabled={!image}
            onChange={(size) => updateCartItem(item.url, sizeChange(item, size))}
          />
          <ChoiceSelect
            label={t('assets.cart.type')}
            value={image ? itemType(item) : 'source'}
            choices={TYPE_CHOICES}
            disabled={!image}
            onChange={(type) => updateCartItem(item.url, typeChange(item, type))}
          />
          <FormControlLabel
            label={t('assets.cart.crop')}
            disabled={!image || item.size === 'source'}
            control={
              <Checkbox
                checked={image && item.trim && item.size !== 'source'}
                onChange={(event) => updateCartItem(item.url, { trim: event.target.checked })}
              />
            }
            sx={{ mr: 0 }}
          />
        </Box>
        {!image && (
          <Typography variant="caption" color="text.secondary">
            {t('assets.cart.original_only')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
