import { STORAGE_KEYS } from '@vitrine/contract/constants';
import { readText } from '../storage/browser-storage';

// Set by the locale gate before any localized call; the stored choice covers calls made earlier.
let current: string | null = null;

export function setRequestLocale(code: string): void {
  current = code;
}

/** The server locale code (xx_YY) sent as Accept-Language, if one is known yet. */
export function getRequestLocale(): string | null {
  return current ?? readText(STORAGE_KEYS.locale);
}
