import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Notes renditions as used (recording those without a row yet); one key once per call. */
export async function touchRenditions(
  db: Database,
  rows: { key: string; size: number; last_used: Date }[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('rendition')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        size: eb.ref('excluded.size'),
        last_used: eb.ref('excluded.last_used'),
      })),
    )
    .execute();
}

/** Bytes of every rendition recorded. */
export async function renditionBytes(db: Database): Promise<number> {
  const row = await db
    .selectFrom('rendition')
    .select(sql<string | number | null>`sum(size)`.as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Deletes the rows of the least recently used renditions beyond the newest `keepBytes` (never
 * `except`) and answers their keys. One statement: when instances evict at the same time, each
 * key is answered to one of them only.
 */
export async function deleteLeastRecentlyUsed(
  db: Database,
  keepBytes: number,
  except: string,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('rendition')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('rendition')
            .select((s) => [
              'key',
              s.fn
                .sum<string | number>('size')
                .over((ob) => ob.orderBy('last_used', 'desc').orderBy('key', 'asc'))
                .as('newer'),
            ])
            .as('ranked'),
        )
        .select('ranked.key')
        .where('ranked.newer', '>', keepBytes)
        .where('ranked.key', '<>', except),
    )
    .returning('key')
    .execute();
  return rows.map((r) => r.key);
}

/** Which of these keys have a rendition row. */
export async function recordedRenditionKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.selectFrom('rendition').select('key').where('key', 'in', keys).execute();
  return new Set(rows.map((r) => r.key));
}
