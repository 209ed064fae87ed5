import { queryOptions, useQuery } from '@tanstack/react-query';
import { toApiError } from '@/shared/api/api-error';

/**
 * The leaflet HTML of a product (spec 7): a public page, possibly on the leaflet domain, so it is
 * fetched without the session headers. The server sanitises it; it is inserted as is.
 */
export async function getLeaflet(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal, headers: { Accept: 'text/html' } });
  const text = await response.text();
  if (!response.ok) throw toApiError(response.status, text.startsWith('{') ? safeJson(text) : '');
  return text;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return '';
  }
}

export const leafletQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['products', 'leaflet', url] as const,
    queryFn: ({ signal }) => getLeaflet(url, signal),
    staleTime: 5 * 60_000,
  });

export function useLeaflet(url: string | null) {
  return useQuery({ ...leafletQueryOptions(url ?? ''), enabled: !!url });
}
