import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseAssetListState, writeAssetListState, type AssetListState } from '../lib/asset-list-state';

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing, loading the next page). */
  replace?: boolean;
  /** Keep the scroll position instead of starting at the top. */
  keepScroll?: boolean;
}

export type UpdateAssetListState = (patch: Partial<AssetListState>, options?: UpdateOptions) => void;

/**
 * The library's settings from the URL's search parameters, so a link reproduces the view (spec 4).
 * The scope is the route's code; another scope is another page, which starts from the defaults.
 */
export function useAssetListState(): [AssetListState, UpdateAssetListState] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // Parsed per parameter text, so the state object only changes when the address does.
  const state = useMemo(() => parseAssetListState(new URLSearchParams(text)), [text]);

  const update = useCallback<UpdateAssetListState>(
    (patch, options = {}) => {
      setParams((current) => writeAssetListState({ ...parseAssetListState(current), ...patch }, current), {
        replace: options.replace,
        state: options.keepScroll ? { keepScroll: true } : undefined,
      });
    },
    [setParams],
  );

  return [state, update];
}
