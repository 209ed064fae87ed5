import { useCallback, useMemo } from 'react';
import type { CartItem } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { downloadFile } from '@/shared/cart/cart-item';
import { usePrepareDownload } from '../api/prepare-download';
import { canDownload, downloadView } from '../components/cart/download-state';

/**
 * The cart's download: prepare a zip of the current files, then hold its link until the cart
 * changes or the link is used (spec 4 "Cart").
 */
export function useCartDownload(items: CartItem[]) {
  const { t } = useTranslation();
  const prepare = usePrepareDownload();
  const files = useMemo(() => items.map(downloadFile), [items]);
  const view = downloadView(
    {
      status: prepare.status,
      files: prepare.variables,
      url: prepare.data?.url,
      message: prepare.error ? errorMessage(prepare.error, t('common.something_went_wrong')) : undefined,
    },
    files,
  );
  const { mutate, reset } = prepare;
  const start = useCallback(() => {
    if (files.length > 0) mutate(files);
  }, [files, mutate]);
  return { view, start, reset, enabled: canDownload(items.length, view) };
}
