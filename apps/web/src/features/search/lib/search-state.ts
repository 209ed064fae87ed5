/** What the search page keeps in its address: the text (`q`) and the sections switched off (`off`). */
export interface SearchState {
  query: string;
  /** Ids of the sections the visitor switched off; all are on by default (spec 2). */
  off: string[];
}

const MAX_QUERY = 200;

/** Reads `q` and `off` (comma separated) leniently; unknown section ids are dropped. */
export function parseSearchState(params: URLSearchParams, sections: readonly string[]): SearchState {
  const off = (params.get('off') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => sections.includes(id));
  return { query: (params.get('q') ?? '').trim().slice(0, MAX_QUERY), off: [...new Set(off)] };
}

/** Writes the state over the current parameters, leaving out what is at its default. */
export function writeSearchState(state: SearchState, into: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(into);
  params.delete('q');
  params.delete('off');
  if (state.query) params.set('q', state.query);
  if (state.off.length) params.set('off', state.off.join(','));
  return params;
}
