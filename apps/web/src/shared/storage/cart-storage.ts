import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@vitrine/contract/constants';
import type { CartItem } from '@vitrine/contract';
import { readText, writeJson } from './browser-storage';

/** Fired in this tab when the cart changes; other tabs learn through the 'storage' event. */
export const CART_CHANGE_EVENT = 'vitrine:cart-change';

function isCartEntry(value: unknown): value is CartItem {
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';
}

/** Cart items from storage; anything that is not an array of objects with a url is ignored. */
export function readCart(): CartItem[] {
  const text = readText(STORAGE_KEYS.assets);
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isCartEntry) : [];
  } catch {
    return [];
  }
}

export function writeCart(items: CartItem[]): void {
  writeJson(STORAGE_KEYS.assets, items);
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage
    if (event.key === null || event.key === STORAGE_KEYS.assets) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

/** Number of items in the download cart, kept in sync across tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => readCart().length);
}
