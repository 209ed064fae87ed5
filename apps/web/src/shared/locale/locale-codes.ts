import { UI_LANGUAGES, type UiLanguage } from '@vitrine/contract/constants';

/** Server code (en_GB) to the path segment (en-GB). */
export function toSegment(code: string): string {
  return code.replace('_', '-');
}

/** True when a path segment is shaped like a locale (en, en-GB, en_gb), listed or not. */
export function looksLikeLocale(segment: string | undefined): boolean {
  return !!segment && /^[a-z]{2}(?:[-_][a-z]{2})?$/i.test(segment);
}

/** The listed code a segment or browser language names, compared case-insensitively, or null. */
export function findLocale<T extends { code: string }>(
  candidate: string | null | undefined,
  locales: T[],
): T | null {
  if (!candidate) return null;
  const wanted = candidate.replace('-', '_').toLowerCase();
  return locales.find((l) => l.code.toLowerCase() === wanted) ?? null;
}

/** UI language of a locale: its first two letters when built in (nn_NO → nn), English otherwise. */
export function uiLanguageOf(code: string): UiLanguage {
  const language = code.slice(0, 2).toLowerCase();
  return (UI_LANGUAGES as readonly string[]).includes(language) ? (language as UiLanguage) : 'en';
}

/** Flag emoji from the country part of xx_YY (regional indicator letters); a globe without a country. */
export function flagOf(code: string): string {
  const country = code.split(/[-_]/)[1]?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) return '\u{1F310}';
  return String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
