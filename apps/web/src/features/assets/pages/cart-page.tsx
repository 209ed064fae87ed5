import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useShowAppWhen } from '@/shared/boot/first-screen';
import { useDrawnByServer } from '@/shared/boot/drawn-by-server';
import { whenStoredCart } from '@/shared/boot/stored-state';
import { clearCart, useCartItems } from '@/shared/cart/cart-store';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useUser } from '@/shared/session/session-store';
import { isGuest } from '@/shared/session/session-user';
import { PageHeading } from '@/shared/ui/page-heading';
import { SIDE_COLUMNS } from '@/shared/ui/side-layout';
import { BulkChangePanel } from '../components/cart/bulk-change-panel';
import { CartItemList } from '../components/cart/cart-item-list';
import { DownloadPanel } from '../components/cart/download-panel';
import { RemoveAllButton } from '../components/cart/remove-all-button';
import { SharePanel } from '../components/cart/share-panel';
import { useCartDownload } from '../hooks/use-cart-download';

/**
 * /{locale}/asset/cart (spec 2 "Download cart page"): bulk changes, share and download on the left
 * (above on phones), the files on the right. The server draws it for the cart the browser holds,
 * empty or not (shared/boot/stored-state); the files themselves come with the app.
 */
export function CartPage() {
  const { t } = useTranslation();
  const items = useCartItems();
  const drawn = useDrawnByServer();
  const { setup } = usePortalConfig();
  // The server draws a guest's page; the state check hides what a signed-in person does not see.
  const guest = isGuest(useUser(), setup.guest_token) || drawn;
  const download = useCartDownload(items);
  useShowAppWhen(true);
  return (
    <>
      <PageHeading>{t('assets.cart_title')}</PageHeading>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: SIDE_COLUMNS,
          // The server's page may be painted while it still arrives: its columns wait for the list
          // (the second), which an empty cart puts first on a phone, so that nothing is pushed down.
          ...(drawn && { '&:not(:has(> section))': { visibility: 'hidden' } }),
        }}
      >
        {/* An empty cart on a phone shows its empty state first, not four disabled panels. */}
        <Stack
          spacing={2}
          sx={{
            order: { xs: items.length === 0 ? 1 : 0, md: 0 },
            ...(drawn && whenStoredCart('full', { order: 0 })),
          }}
        >
          <BulkChangePanel items={items} />
          <SharePanel items={items} preparing={download.view.status === 'preparing'} guest={guest} />
          <DownloadPanel
            items={items}
            view={download.view}
            enabled={download.enabled}
            onPrepare={download.start}
            onUsed={download.reset}
          />
          {(items.length > 0 || drawn) && (
            <Box
              sx={drawn ? { display: 'none', ...whenStoredCart('full', { display: 'block' }) } : undefined}
            >
              <RemoveAllButton onConfirm={clearCart} />
            </Box>
          )}
        </Stack>
        <CartItemList items={items} />
      </Box>
    </>
  );
}
