import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@vitrine/contract/constants';
import type { CartItem } from '@vitrine/contract';
import { readText, writeJson } from '../storage/browser-storage';

/** Fired in this tab when the cart changes; other tabs learn through the 'storage' event. */
const CART_CHANGE_EVENT = 'vitrine:cart-change';
const SIZES = new Set<string>(['source', '600x600', '1200x1200', '2400x2400']);

/** Stored values are parsed leniently (spec 5): a url is all an entry needs; the rest gets defaults. */
function toCartItem(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.url !== 'string' || !v.url) return null;
  const ext = typeof v.ext === 'string' ? v.ext.toLowerCase() : '';
  return {
    url: v.url,
    name: typeof v.name === 'string' ? v.name : '',
    ext,
    size: typeof v.size === 'string' && SIZES.has(v.size) ? (v.size as CartItem['size']) : 'source',
    trim: v.trim === true,
  };
}

function parseCart(text: string | null): CartItem[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.map(toCartItem).filter((item): item is CartItem => item !== null);
  } catch {
    return [];
  }
}

/** Cart items from storage; anything that is not an object with a url is ignored. */
export function readCart(): CartItem[] {
  return parseCart(readText(STORAGE_KEYS.assets));
}

export function writeCart(items: CartItem[]): void {
  writeJson(STORAGE_KEYS.assets, items);
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Spec 4 "Cart": add appends an item unless the same url is already there. */
export function addToCart(...added: CartItem[]): void {
  const items = readCart();
  const urls = new Set(items.map((item) => item.url));
  const fresh = added.filter((item) => !urls.has(item.url) && urls.add(item.url));
  if (fresh.length) writeCart([...items, ...fresh]);
}

/** Spec 4 "Cart": remove filters by url. */
export function removeFromCart(url: string): void {
  writeCart(readCart().filter((item) => item.url !== url));
}

/** Replaces the item with this url (its settings changed); the position is kept. */
export function updateCartItem(url: string, change: Partial<Omit<CartItem, 'url'>>): void {
  writeCart(readCart().map((item) => (item.url === url ? { ...item, ...change } : item)));
}

export function clearCart(): void {
  writeCart([]);
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

// The parsed cart is kept per stored text, so React sees the same array until the cart changes.
let cached: { text: string | null; items: CartItem[] } = { text: null, items: [] };
function snapshot(): CartItem[] {
  const text = readText(STORAGE_KEYS.assets);
  if (text !== cached.text) cached = { text, items: parseCart(text) };
  return cached.items;
}

const NO_ITEMS: CartItem[] = [];

/** The download cart, kept in sync across components and tabs (drawn by the server: the empty one). */
export function useCartItems(): CartItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => NO_ITEMS);
}

/** Number of items in the download cart, kept in sync across tabs (drawn by the server: none). */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => snapshot().length,
    () => 0,
  );
}

/** Whether an item with this url is in the cart (drawn by the server: not, it knows no cart). */
export function useInCart(url: string | null | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !!url && snapshot().some((item) => item.url === url),
    () => false,
  );
}
