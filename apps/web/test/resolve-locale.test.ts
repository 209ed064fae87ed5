import { describe, expect, it } from 'vitest';
import { flagOf, uiLanguageOf } from '../src/shared/locale/locale-codes';
import { resolveLocale } from '../src/shared/locale/resolve-locale';

const locales = [
  { code: 'en_GB', default: true },
  { code: 'de_DE', default: false },
  { code: 'nn_NO', default: false },
  { code: 'fr_BE', default: false },
];
const resolve = (pathname: string, stored: string | null = null, browser: string | null = null) =>
  resolveLocale({ pathname, stored, browser }, locales);

describe('resolveLocale (spec 2 "Locale handling")', () => {
  it('accepts a listed locale segment as is', () => {
    expect(resolve('/de-DE/products/list')).toEqual({ kind: 'ok', locale: locales[1] });
  });

  it('matches case-insensitively and rewrites to the canonical segment', () => {
    expect(resolve('/DE-de/asset/cart')).toMatchObject({ kind: 'redirect', path: '/de-DE/asset/cart' });
  });

  it('falls back to the stored locale, then the browser language, then the default', () => {
    expect(resolve('/', 'nn_NO', 'de-DE')).toMatchObject({ kind: 'redirect', path: '/nn-NO' });
    expect(resolve('/', null, 'de-DE')).toMatchObject({ kind: 'redirect', path: '/de-DE' });
    expect(resolve('/', null, 'fr-CA')).toMatchObject({ kind: 'redirect', path: '/fr-BE' });
    expect(resolve('/', 'xx_XX', 'ja-JP')).toMatchObject({ kind: 'redirect', path: '/en-GB' });
  });

  it('replaces an unlisted locale-like segment but keeps any other path behind the new one', () => {
    expect(resolve('/es-ES/search')).toMatchObject({ path: '/en-GB/search' });
    expect(resolve('/products/detail/7')).toMatchObject({ path: '/en-GB/products/detail/7' });
  });

  it('has nothing to offer without locales', () => {
    expect(resolveLocale({ pathname: '/', stored: null, browser: null }, [])).toEqual({ kind: 'none' });
  });
});

describe('locale codes', () => {
  it('derives the UI language from the first two letters, English when not built in', () => {
    expect(uiLanguageOf('nn_NO')).toBe('nn');
    expect(uiLanguageOf('de_AT')).toBe('de');
    expect(uiLanguageOf('pt_BR')).toBe('en');
  });

  it('makes a flag from the country part', () => {
    expect(flagOf('en_GB')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(flagOf('en')).toBe('\u{1F310}');
  });
});
