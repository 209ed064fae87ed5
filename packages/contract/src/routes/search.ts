import { z } from 'zod';
import { API_BASE, SUGGESTIONS_PATH } from '../paths.ts';
import { SearchNote, SearchSuggestionQuery, SearchSuggestions } from '../search.ts';
import { route } from './route.ts';

/** Suggestions while a search is typed, across products, assets and contents. */
export const searchRoutes = {
  suggestSearch: route({
    method: 'GET',
    base: API_BASE,
    path: SUGGESTIONS_PATH,
    operationId: 'suggestSearch',
    tags: ['search'],
    summary:
      'Suggestions while a search is typed (from two characters): up to `limit` in all, grouped by ' +
      'products (article numbers, EANs and codes first, in any case and without separators), assets and contents',
    query: SearchSuggestionQuery,
    answer: SearchSuggestions,
    errors: [400, 401],
  }),
  noteSearch: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/search/log',
    operationId: 'noteSearch',
    tags: ['search'],
    summary:
      'Notes a search made on the search page, with how many hits it has (counted up to 20), for ' +
      "the operators' activity figures; stored only when the setup enables analytics",
    body: SearchNote,
    answer: z.object({ stored: z.boolean() }),
    errors: [400, 401],
  }),
};
