import { findLocale, looksLikeLocale, toSegment } from './locale-codes';

interface ListedLocale {
  code: string;
  default: boolean;
}

export interface LocaleInputs {
  pathname: string;
  /** localStorage `locale` */
  stored: string | null;
  /** navigator.language, e.g. 'de-AT' */
  browser: string | null;
}

export type LocaleResolution<T> =
  | { kind: 'ok'; locale: T }
  /** The path must be rewritten (replace) to `path` before rendering. */
  | { kind: 'redirect'; locale: T; path: string }
  | { kind: 'none' };

/** First path segment and the rest ('' or '/…'). */
export function splitPath(pathname: string): [string, string] {
  const match = /^\/([^/]*)(.*)$/.exec(pathname);
  if (!match) return ['', ''];
  try {
    return [decodeURIComponent(match[1]), match[2]];
  } catch {
    return [match[1], match[2]]; // malformed escapes: compare the raw text
  }
}

/** Browser language: the full code first, then its language part against any listed region. */
function fromBrowser<T extends ListedLocale>(browser: string | null, locales: T[]): T | null {
  if (!browser) return null;
  const exact = findLocale(browser, locales);
  if (exact) return exact;
  const language = browser.slice(0, 2).toLowerCase();
  return locales.find((l) => l.code.slice(0, 2).toLowerCase() === language) ?? null;
}

/**
 * Spec 2 "Locale handling": the first path segment if it names a listed locale, else the stored
 * locale, the browser language, then the default. The path gets the canonical segment either way;
 * a segment that merely looks like a locale is replaced, anything else is kept behind the new one.
 */
export function resolveLocale<T extends ListedLocale>(
  inputs: LocaleInputs,
  locales: T[],
): LocaleResolution<T> {
  if (locales.length === 0) return { kind: 'none' };
  const [first, rest] = splitPath(inputs.pathname);
  const matched = findLocale(first, locales);
  if (matched) {
    const segment = toSegment(matched.code);
    return segment === first
      ? { kind: 'ok', locale: matched }
      : { kind: 'redirect', locale: matched, path: `/${segment}${rest}` };
  }
  const chosen =
    findLocale(inputs.stored, locales) ??
    fromBrowser(inputs.browser, locales) ??
    locales.find((l) => l.default) ??
    locales[0];
  const keep = first === '' || looksLikeLocale(first) ? rest : inputs.pathname;
  return { kind: 'redirect', locale: chosen, path: `/${toSegment(chosen.code)}${keep === '/' ? '' : keep}` };
}
