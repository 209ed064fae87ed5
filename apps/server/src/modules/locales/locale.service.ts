import { ttlCache } from '../../lib/ttl-cache.ts';
import type { Locale } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { listLocales } from './locale.repository.ts';

/** A locale with whether the portal offers it. */
export type PortalLocale = Locale & { enabled: boolean };

const cache = ttlCache<PortalLocale[]>(10_000);

/** Every locale, offered or not (cached briefly: read by every request to resolve Accept-Language). */
export function allLocales(db: Database): Promise<PortalLocale[]> {
  return cache.get(db, 'locales', async () =>
    (await listLocales(db)).map((r) => ({
      code: r.code,
      title: r.title,
      default: r.is_default,
      enabled: r.enabled,
    })),
  );
}

/** Forgets the cached locales: which are offered, or the default, changed. */
export function clearLocaleCache(): void {
  cache.clear();
}

/** The locales the portal offers (the language picker, the first screen). */
export async function locales(db: Database): Promise<Locale[]> {
  return (await allLocales(db))
    .filter((l) => l.enabled || l.default)
    .map(({ code, title, default: isDefault }) => ({ code, title, default: isDefault }));
}

const settingsOf = (list: Locale[]) => ({
  codes: list.map((l) => l.code),
  defaultCode: list.find((l) => l.default)?.code ?? list[0]?.code ?? 'en_GB',
});

/**
 * Known codes and the default one (en_GB when nothing is configured yet): every locale's, offered
 * or not, as data in any of them is kept (an import may write texts of a language switched off).
 */
export async function localeSettings(db: Database): Promise<{ codes: string[]; defaultCode: string }> {
  return settingsOf(await allLocales(db));
}

/** The offered codes and the default one: what a request is answered in. */
export async function offeredLocaleSettings(db: Database): Promise<{ codes: string[]; defaultCode: string }> {
  return settingsOf(await locales(db));
}
