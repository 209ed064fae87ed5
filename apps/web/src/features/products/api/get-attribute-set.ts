import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttributeSet } from '@vitrine/contract';
import { attributeRoutes } from '@vitrine/contract/routes/attributes';
import { callRoute } from '@/shared/api/call-route';

/** GET /private/attribute-set/?filters[id]={id}: the groups a product's specifications are shown in. */
export async function getAttributeSet(id: number, signal?: AbortSignal): Promise<AttributeSet | null> {
  const sets = await callRoute(attributeRoutes.listAttributeSets, { signal, query: { filters: { id } } });
  return pickAttributeSet(sets, id);
}

/** The set of an id from the answer of GET /private/attribute-set/?filters[id]={id}. */
export const pickAttributeSet = (sets: AttributeSet[], id: number): AttributeSet | null =>
  sets.find((s) => s.id === id) ?? sets[0] ?? null;

export const attributeSetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', 'attribute-set', id] as const,
    queryFn: ({ signal }) => getAttributeSet(id, signal),
    staleTime: 10 * 60_000,
  });

/** Settled at once with null for a product without an attribute set. */
export function useAttributeSet(id: number | null) {
  return useQuery({ ...attributeSetQueryOptions(id ?? 0), enabled: id !== null });
}
