import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseContentListState,
  writeContentListState,
  type ContentListState,
} from '../lib/content-list-state';

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing in the search box). */
  replace?: boolean;
  /** Keep the scroll position instead of starting at the top. */
  keepScroll?: boolean;
}

export type UpdateContentListState = (patch: Partial<ContentListState>, options?: UpdateOptions) => void;

/**
 * The list's settings from the URL's search parameters, so a link reproduces the view (spec 4).
 * The category is the route's code; another category is another page, which starts from the defaults.
 */
export function useContentListState(): [ContentListState, UpdateContentListState] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // Parsed per parameter text, so the state object only changes when the address does.
  const state = useMemo(() => parseContentListState(new URLSearchParams(text)), [text]);

  const update = useCallback<UpdateContentListState>(
    (patch, options = {}) => {
      setParams(
        (current) => writeContentListState({ ...parseContentListState(current), ...patch }, current),
        { replace: options.replace, state: options.keepScroll ? { keepScroll: true } : undefined },
      );
    },
    [setParams],
  );

  return [state, update];
}
