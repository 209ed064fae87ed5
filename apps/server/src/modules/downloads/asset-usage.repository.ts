import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * How many cart download links and shares still open (not expired, not revoked) deliver a stored
 * file: the entries of a link name files by their key.
 */
export async function openLinksWithFile(db: Database, key: string) {
  const rows = await db
    .selectFrom('asset_download')
    .select(['kind', sql<number>`count(*)::int`.as('count')])
    .where('expires_at', '>', new Date())
    .where('revoked_at', 'is', null)
    .where(sql<boolean>`entries @> ${JSON.stringify([{ source: { key } }])}::jsonb`)
    .groupBy('kind')
    .execute();
  const count = (kind: string) => Number(rows.find((r) => r.kind === kind)?.count ?? 0);
  return { downloads: count('download'), shares: count('share') };
}

/** Who made the open shares (not expired, not revoked) that deliver any of the files, by file key. */
export async function sharersOfFiles(
  db: Database,
  keys: string[],
): Promise<{ userId: number; key: string }[]> {
  if (!keys.length) return [];
  const holds = sql.join(
    keys.map((key) => sql`entries @> ${JSON.stringify([{ source: { key } }])}::jsonb`),
    sql` or `,
  );
  const rows = await db
    .selectFrom('asset_download')
    .select(['user_id', 'entries'])
    .where('kind', '=', 'share')
    .where('user_id', 'is not', null)
    .where('expires_at', '>', new Date())
    .where('revoked_at', 'is', null)
    .where(sql<boolean>`(${holds})`)
    .execute();
  const wanted = new Set(keys);
  return rows.flatMap((row) =>
    (row.entries as { source?: { key?: string } }[])
      .map((e) => e.source?.key)
      .filter((key): key is string => key !== undefined && wanted.has(key))
      .map((key) => ({ userId: row.user_id!, key })),
  );
}
