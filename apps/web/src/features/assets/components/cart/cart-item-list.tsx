import { useState } from 'react';
import type { CartItem } from '@vitrine/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDrawnByServer } from '@/shared/boot/drawn-by-server';
import { StoredCount, whenStoredCart } from '@/shared/boot/stored-state';
import { sourceExtension } from '@/shared/cart/cart-item';
import { useLocalePath } from '@/shared/locale/locale-context';
import { AssetPreviewDialog, type PreviewedAsset } from '@/shared/media/asset-preview-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { CartItemCard } from './cart-item-card';

/** The right column (spec 2): a card per file, or 'No results' with the way to the library. */
export function CartItemList({ items }: { items: CartItem[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [previewed, setPreviewed] = useState<PreviewedAsset | null>(null);
  // The server's screen has the empty state for an empty cart; the files come with the app.
  const drawn = useDrawnByServer();
  return (
    <section aria-labelledby="cart-downloads-title">
      <Typography id="cart-downloads-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('assets.cart.downloads')}
        <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
          ({drawn ? <StoredCount of="cart-count" /> : items.length})
        </Typography>
      </Typography>
      {items.length === 0 ? (
        <Stack sx={{ alignItems: 'center', ...(drawn && whenStoredCart('full', { display: 'none' })) }}>
          <EmptyState />
          <Link component={RouterLink} to={to('/asset/list')}>
            {t('assets.cart.to_library')}
          </Link>
        </Stack>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <CartItemCard
              key={item.url}
              item={item}
              onPreview={() =>
                setPreviewed({ name: item.name, url: item.url, ext: sourceExtension(item.url) || item.ext })
              }
            />
          ))}
        </Stack>
      )}
      <AssetPreviewDialog asset={previewed} onClose={() => setPreviewed(null)} />
    </section>
  );
}
