import type { ProductListQuery } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { ANCHOR_STEP, nameAnchors } from './product.cache.ts';
import type { FilterPlan } from './product-plan.ts';
import type { SearchPlan } from './product-search.ts';
import { nameAnchor, type NameAnchor } from './product.repository.ts';

/** Where a page of the list starts reading: after an anchor row when it is deep in name order. */
export async function pageStart(
  deps: Deps,
  locale: RequestLocale,
  query: Pick<ProductListQuery, 'offset' | 'order' | 'orderdir' | 'filters'>,
  plan: { filters: FilterPlan; search: SearchPlan | null },
  step = ANCHOR_STEP,
): Promise<{ after?: NameAnchor; offset: number }> {
  const block = Math.floor(query.offset / step);
  const byName =
    (query.order ?? 'name') === 'name' && query.orderdir === 'asc' && locale.code === locale.defaultCode;
  if (!block || !byName || plan.search || plan.filters.byAttribute.size || plan.filters.direct)
    return { offset: query.offset };
  const key = JSON.stringify([query.filters ?? {}, block, step]);
  const after = await nameAnchors.get(deps.db, key, () =>
    nameAnchor(deps.db, plan.filters, block * step - 1),
  );
  return after ? { after, offset: query.offset - block * step } : { offset: query.offset };
}
