import { ttlCache } from '../../lib/ttl-cache.ts';
import type { Locale } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { listLocales } from './locale.repository.ts';

const cache = ttlCache<Locale[]>(10_000);

/** The portal's locales (cached briefly: read by every request to resolve Accept-Language). */
export function locales(db: Database): Promise<Locale[]> {
  return cache.get(db, 'locales', async () =>
    (await listLocales(db)).map((r) => ({ code: r.code, title: r.title, default: r.is_default })),
  );
}

/** Known codes and the default one (en_GB when nothing is configured yet). */
export async function localeSettings(db: Database): Promise<{ codes: string[]; defaultCode: string }> {
  const list = await locales(db);
  return {
    codes: list.map((l) => l.code),
    defaultCode: list.find((l) => l.default)?.code ?? list[0]?.code ?? 'en_GB',
  };
}
