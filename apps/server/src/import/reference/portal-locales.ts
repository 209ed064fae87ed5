import type { Database } from '../../db/database.ts';

/** The portal's locales in their order, and the default one. */
export async function portalLocales(db: Database): Promise<{ locales: string[]; defaultLocale: string }> {
  const rows = await db.selectFrom('locale').select(['code', 'is_default']).orderBy('position').execute();
  const locales = rows.map((r) => r.code);
  return { locales, defaultLocale: rows.find((r) => r.is_default)?.code ?? locales[0] ?? 'en_GB' };
}
