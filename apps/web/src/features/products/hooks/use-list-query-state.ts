import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListQuery, serialiseListQuery, type ListQueryState } from '../lib/list-query-state';

export const QUERY_PARAM = 'query';

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing in the search box). */
  replace?: boolean;
  /** Keep the scroll position (filter clicks in the side panel) instead of starting at the top. */
  keepScroll?: boolean;
}

export type UpdateListState = (patch: Partial<ListQueryState>, options?: UpdateOptions) => void;

/**
 * The product list state from the URL parameter `query` (spec 2), so a link reproduces the view.
 * The category comes from the route when it names one. Updates merge into the current parameter.
 */
export function useListQueryState(routeCategory: string | undefined): [ListQueryState, UpdateListState] {
  const [params, setParams] = useSearchParams();
  const text = params.get(QUERY_PARAM);
  const state = useMemo(() => {
    const parsed = parseListQuery(text);
    return routeCategory ? { ...parsed, category: routeCategory } : parsed;
  }, [text, routeCategory]);

  const update = useCallback<UpdateListState>(
    (patch, options = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...parseListQuery(current.get(QUERY_PARAM)), ...patch };
          // The route carries its own category; the JSON keeps one only on routes without a code.
          if (routeCategory) merged.category = null;
          const serialised = serialiseListQuery(merged);
          if (serialised) next.set(QUERY_PARAM, serialised);
          else next.delete(QUERY_PARAM);
          return next;
        },
        { replace: options.replace, state: options.keepScroll ? { keepScroll: true } : undefined },
      );
    },
    [setParams, routeCategory],
  );

  return [state, update];
}
