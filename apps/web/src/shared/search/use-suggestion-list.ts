import { useMemo } from 'react';
import type { SuggestionSection } from '@vitrine/contract';
import { useSearchSuggestions } from './get-search-suggestions';
import { suggestionOptions, suggestionStatus, type SuggestionOption } from './suggestion-options';

// One empty list for every render without rows, so "the rows changed" means they did.
const NONE: SuggestionOption[] = [];

/** The rows to offer for a typed text and what the popup shows meanwhile. */
export function useSuggestionList(text: string, sections: readonly SuggestionSection[]) {
  const query = useSearchSuggestions(text, sections);
  const options = useMemo(() => (query.data ? suggestionOptions(query.data) : NONE), [query.data]);
  const status = suggestionStatus(text, {
    count: options.length,
    answered: query.data !== undefined && !query.isPlaceholderData,
    failed: query.isError,
  });
  return { options: status === 'list' ? options : NONE, status };
}
