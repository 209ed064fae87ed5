import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Asset, MediaListQuery } from '@vitrine/contract';
import { mediaRoutes } from '@vitrine/contract/routes/media';
import { callRoute } from '@/shared/api/call-route';
import { highlightTerms } from '@/shared/text/highlight-match';

/** Spec 9: the search page shows the 4 latest assets, or 8 matching ones while searching. */
export const LATEST_ASSETS = 4;
export const MATCHING_ASSETS = 8;

export interface AssetPreview {
  assets: Asset[];
  /** The words to mark, kept with the answer they belong to. */
  terms: string[];
}

/**
 * The search page's asset list call (spec 7): page 1, descending; the 4 newest without a text,
 * 8 matching by name while searching.
 */
export function assetPreviewParams(
  search: string,
): Pick<MediaListQuery, 'itemsPerPage' | 'page' | 'orderBy' | 'orderDir' | 'search'> {
  return {
    itemsPerPage: search ? MATCHING_ASSETS : LATEST_ASSETS,
    page: 1,
    orderBy: search ? 'name' : 'created',
    orderDir: 'desc',
    search: search || undefined,
  };
}

/** The preview of a list answer (the app's call, and the server's first screen of the search page). */
export function toAssetPreview(search: string, assets: Asset[]): AssetPreview {
  // The list answer is an array, so it has no place for extra terms: the typed words, and the
  // words the typo rule forgives them (highlight-match.ts).
  return { assets, terms: highlightTerms(search) };
}

export async function getAssetPreview(search: string, signal?: AbortSignal): Promise<AssetPreview> {
  const assets = await callRoute(mediaRoutes.listAssets, { signal, query: assetPreviewParams(search) });
  return toAssetPreview(search, assets);
}

export const assetPreviewQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['assets', 'preview', search] as const,
    // The signal aborts the request when the visitor types on and the query is left (spec 4).
    queryFn: ({ signal }) => getAssetPreview(search, signal),
    placeholderData: keepPreviousData,
  });

export function useAssetPreview(search: string) {
  return useQuery(assetPreviewQueryOptions(search));
}
