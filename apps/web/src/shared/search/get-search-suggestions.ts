import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestions, SuggestionSection } from '@vitrine/contract';
import { searchRoutes } from '@vitrine/contract/routes/search';
import { callRoute } from '@/shared/api/call-route';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH } from './suggestion-options';

/** Milliseconds without typing before suggestions are asked for: a word costs a request or two. */
export const SUGGESTION_DELAY_MS = 150;

/** Suggestions for a text (two characters or more), from the given groups (all when none is named). */
export function getSearchSuggestions(
  search: string,
  sections: readonly SuggestionSection[],
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  return callRoute(searchRoutes.suggestSearch, {
    query: { search, limit: SUGGESTION_LIMIT, sections: sections.join(',') },
    signal,
  });
}

export const searchSuggestionsQueryOptions = (search: string, sections: readonly SuggestionSection[]) =>
  queryOptions({
    queryKey: ['search', 'suggestions', search, sections.join(',')] as const,
    // The signal aborts the request once the text has moved on and the query lost its observer.
    queryFn: ({ signal }) => getSearchSuggestions(search, sections, signal),
    // A failed answer leaves the box a plain search box; asking again would only delay the next one.
    retry: false,
  });

/**
 * Suggestions for what is being typed, asked once typing pauses; the previous answer stays while
 * the next one loads (`isPlaceholderData`), so the list does not blink at every letter.
 */
export function useSearchSuggestions(text: string, sections: readonly SuggestionSection[]) {
  const search = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  return useQuery({
    ...searchSuggestionsQueryOptions(search, sections),
    enabled: search.length >= SUGGESTION_MIN_LENGTH && text.trim().length >= SUGGESTION_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
