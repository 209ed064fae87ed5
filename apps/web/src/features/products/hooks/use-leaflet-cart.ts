import { useCallback } from 'react';
import type { CartItem } from '@vitrine/contract';
import { addToCart, removeFromCart, useInCart } from '@/shared/cart/cart-store';

/** The cart entry for a product leaflet: an HTML file at its source size, never cropped. */
export function leafletCartItem(productName: string, url: string): CartItem {
  return { name: productName, url, ext: 'html', size: 'source', trim: false };
}

/**
 * Whether the leaflet is in the shared download cart, with add and remove. The shell badge
 * follows through the cart's change event.
 */
export function useLeafletCart(productName: string, url: string | null) {
  const inCart = useInCart(url);
  const add = useCallback(() => {
    if (url) addToCart(leafletCartItem(productName, url));
  }, [productName, url]);
  const remove = useCallback(() => {
    if (url) removeFromCart(url);
  }, [url]);
  return { inCart, add, remove };
}
