import { useState } from 'react';
import type { CartItem } from '@vitrine/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/api-error';
import { downloadFile } from '@/shared/cart/cart-item';
import { useLocale } from '@/shared/locale/locale-context';
import { useNotify } from '@/shared/notifications/notifications-context';
import { useShareCart } from '../api/share-cart';

/**
 * Sharing the cart by e-mail (spec 4, 8): its own loading state; success says so and clears the
 * address, a failure shows the server's message.
 */
export function useCartShare(items: CartItem[]) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { code } = useLocale();
  const share = useShareCart();
  const [email, setEmail] = useState('');
  const submit = () => {
    share.mutate(
      { email: email.trim(), files: items.map(downloadFile), locale: code },
      {
        onSuccess: () => {
          notify(t('assets.successfully_shared_file'), 'success');
          setEmail('');
        },
        onError: (error) => notify(errorMessage(error, t('common.something_went_wrong')), 'error'),
      },
    );
  };
  return { email, setEmail, submit, sharing: share.isPending };
}
