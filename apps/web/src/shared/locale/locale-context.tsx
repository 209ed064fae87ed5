import { createContext, useCallback, useContext } from 'react';
import type { Locale, UiLanguage } from '@vitrine/contract';

export interface CurrentLocale {
  /** Server code, e.g. en_GB: sent as Accept-Language and in mail requests. */
  code: string;
  /** Path segment, e.g. en-GB. */
  segment: string;
  /** UI language of the built-in translations. */
  language: UiLanguage;
  /** Every locale the server lists. */
  locales: Locale[];
}

export const LocaleContext = createContext<CurrentLocale | null>(null);

/** The locale of the current route; only available below the locale gate. */
export function useLocale(): CurrentLocale {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale is used outside the locale gate');
  return value;
}

/** Prefixes an in-app path with the current locale: to('/asset/cart') → '/en-GB/asset/cart'. */
export function useLocalePath(): (path?: string) => string {
  const { segment } = useLocale();
  return useCallback((path = '') => `/${segment}${path}`, [segment]);
}
