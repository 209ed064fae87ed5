import type { Locale } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { listLocales } from './locale.repository.ts';

const TTL_MS = 10_000;
let cache: { at: number; db: Database; locales: Locale[] } | undefined;

/** The portal's locales (cached briefly: read by every request to resolve Accept-Language). */
export async function locales(db: Database): Promise<Locale[]> {
  if (!cache || cache.db !== db || Date.now() - cache.at > TTL_MS) {
    const rows = await listLocales(db);
    cache = {
      at: Date.now(),
      db,
      locales: rows.map((r) => ({ code: r.code, title: r.title, default: r.is_default })),
    };
  }
  return cache.locales;
}

export function clearLocaleCache(): void {
  cache = undefined;
}

/** Known codes and the default one (en_GB when nothing is configured yet). */
export async function localeSettings(db: Database): Promise<{ codes: string[]; defaultCode: string }> {
  const list = await locales(db);
  return {
    codes: list.map((l) => l.code),
    defaultCode: list.find((l) => l.default)?.code ?? list[0]?.code ?? 'en_GB',
  };
}
