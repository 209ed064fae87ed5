import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchState, writeSearchState, type SearchState } from '../lib/search-state';

/**
 * The search text and section toggles from the address, so a link or the way back shows the same
 * search. Every change replaces the history entry: typing leaves no trail of half words.
 */
export function useSearchState(
  sections: readonly string[],
): [SearchState, (patch: Partial<SearchState>) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const key = sections.join(',');
  const state = useMemo(() => parseSearchState(new URLSearchParams(text), key.split(',')), [text, key]);
  const update = useCallback(
    (patch: Partial<SearchState>) =>
      setParams(
        (current) => writeSearchState({ ...parseSearchState(current, key.split(',')), ...patch }, current),
        { replace: true, state: { keepScroll: true } },
      ),
    [setParams, key],
  );
  return [state, update];
}
