import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing, loading the next page). */
  replace?: boolean;
  /** Keep the scroll position instead of starting at the top. */
  keepScroll?: boolean;
}

export type UpdateListState<S> = (patch: Partial<S>, options?: UpdateOptions) => void;

/**
 * A list's settings from the URL's search parameters, so a link reproduces the view (spec 4). The
 * tree node is the route's code; another node is another page, which starts from the defaults.
 */
export function useListState<S>(
  parse: (params: URLSearchParams) => S,
  write: (state: S, current: URLSearchParams) => URLSearchParams,
): [S, UpdateListState<S>] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  // Parsed per parameter text, so the state object only changes when the address does.
  const state = useMemo(() => parse(new URLSearchParams(text)), [parse, text]);

  const update = useCallback<UpdateListState<S>>(
    (patch, options = {}) => {
      setParams((current) => write({ ...parse(current), ...patch }, current), {
        replace: options.replace,
        state: options.keepScroll ? { keepScroll: true } : undefined,
      });
    },
    [parse, write, setParams],
  );

  return [state, update];
}
