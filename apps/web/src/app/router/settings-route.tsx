import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { configQueryKey } from '@/features/config/api/get-config';
import { SettingsPage } from '@/features/console/pages/settings-page';
import { ProductCardSample } from '@/features/products/components/common/product-card-sample';
import { createPortalTheme } from '../providers/portal-theme';

/**
 * /{locale}/admin/settings: the console's settings page, previewing the look with the portal's own
 * theme builder and the products feature's cards (features never import each other), and reading
 * the configuration again after a save so this tab's portal follows at once.
 */
export function SettingsRoute() {
  const queryClient = useQueryClient();
  const onSaved = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: configQueryKey }),
    [queryClient],
  );
  return <SettingsPage buildTheme={createPortalTheme} products={<ProductCardSample />} onSaved={onSaved} />;
}
