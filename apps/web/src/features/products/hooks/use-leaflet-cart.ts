import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@vitrine/contract/constants';
import type { CartItem } from '@vitrine/contract';
import { CART_CHANGE_EVENT, readCart, writeCart } from '@/shared/storage/cart-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.assets) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

/** The cart entry for a product leaflet: an HTML file at its source size, never cropped. */
export function leafletCartItem(productName: string, url: string): CartItem {
  return { name: `${productName}.html`, url, ext: 'html', size: 'source', trim: false };
}

/**
 * Whether the leaflet is in the shared download cart, with add and remove (spec 4 "Cart": add appends
 * unless the url is there already, remove filters by url). The shell badge follows through the
 * cart's change event.
 */
export function useLeafletCart(productName: string, url: string | null) {
  const inCart = useSyncExternalStore(subscribe, () => !!url && readCart().some((item) => item.url === url));
  const add = useCallback(() => {
    if (!url) return;
    const items = readCart();
    if (!items.some((item) => item.url === url)) writeCart([...items, leafletCartItem(productName, url)]);
  }, [productName, url]);
  const remove = useCallback(() => {
    if (url) writeCart(readCart().filter((item) => item.url !== url));
  }, [url]);
  return { inCart, add, remove };
}
