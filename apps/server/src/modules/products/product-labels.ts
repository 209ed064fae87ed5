import type { Database } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';
import type { RequestLocale } from '../../lib/locale.ts';

/**
 * Products by id as another area names them (a picker's chosen items): the name in the reader's
 * language, else the SKU, and the SKU as identifier; unknown ids are left out.
 */
export async function productLabels(
  db: Database,
  ids: readonly number[],
  locale: RequestLocale,
): Promise<Map<number, { id: number; name: string; identifier: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('product as p')
    .leftJoinLateral(translation('product_translation', 'product_id', 'p.id', ['name'], locale), (j) =>
      j.onTrue(),
    )
    .select(['p.id', 'p.sku', 't.name'])
    .where('p.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name || r.sku, identifier: r.sku }]));
}
