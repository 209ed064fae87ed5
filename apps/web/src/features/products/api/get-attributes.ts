import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attribute } from '@vitrine/contract';
import { attributeRoutes } from '@vitrine/contract/routes/attributes';
import { callRoute } from '@/shared/api/call-route';

/** GET /private/attribute/: every attribute with its labels, options, units and help texts. */
export function getAttributes(signal?: AbortSignal): Promise<Attribute[]> {
  return callRoute(attributeRoutes.listAttributes, { signal });
}

export const attributesQueryOptions = queryOptions({
  queryKey: ['products', 'attributes'] as const,
  queryFn: ({ signal }) => getAttributes(signal),
  staleTime: 10 * 60_000,
});

export function useAttributes() {
  return useQuery(attributesQueryOptions);
}
