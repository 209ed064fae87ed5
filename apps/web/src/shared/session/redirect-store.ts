import { readText, removeKey, writeText } from '../storage/browser-storage';

const REDIRECT_KEY = 'redirect';

/**
 * True only for a path inside this app: one leading slash, no protocol-relative '//' or '/\',
 * no control characters. Guards every navigation to a remembered path against open redirects.
 */
export function isInAppPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2000) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return !/[\u0000-\u001f\u007f]/.test(path);
}

/** True for /{locale}/auth and everything below it. */
export function isAuthPath(path: string): boolean {
  return /^\/[^/?#]+\/auth(?:[/?#]|$)/i.test(path);
}

/** True for the two logout routes, which must never be a place to come back to. */
export function isLogoutPath(path: string): boolean {
  return /^\/[^/?#]+\/(?:account|auth)\/logout(?:[/?#]|$)/i.test(path);
}

/** Remembers where a visitor wanted to go before the login redirect (tab-scoped). */
export function rememberRedirect(path: string): void {
  if (isInAppPath(path) && !isLogoutPath(path)) writeText(REDIRECT_KEY, path, 'session');
}

export function forgetRedirect(): void {
  removeKey(REDIRECT_KEY, 'session');
}

/** The remembered path when it is safe, else null; it is consumed either way. */
export function takeRedirect(): string | null {
  const path = readText(REDIRECT_KEY, 'session');
  removeKey(REDIRECT_KEY, 'session');
  return isInAppPath(path) ? path : null;
}

/** Where to go after signing in: the remembered path, or home when it was missing or an auth path. */
export function afterSignInPath(home: string): string {
  const path = takeRedirect();
  return path && !isAuthPath(path) ? path : home;
}
