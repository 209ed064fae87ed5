import { useEffect, useRef } from 'react';
import { SUGGESTION_SECTIONS, type SuggestionSection } from '@vitrine/contract';
import { searchRoutes } from '@vitrine/contract/routes/search';
import { callRoute } from '@/shared/api/call-route';
import { getUser } from '@/shared/session/session-store';

/**
 * How long a text stays before it counts as searched: longer than a pause in typing, so "lam" on
 * the way to "lamp" is not counted, and a text the visitor looked at is.
 */
export const SEARCH_SETTLED_MS = 1500;

const isSection = (id: string): id is SuggestionSection =>
  (SUGGESTION_SECTIONS as readonly string[]).includes(id);

/**
 * Notes the search page's text for the operators' activity figures once it has settled, in the
 * sections shown; the same text again (a section toggled) is not noted twice. Fire and forget:
 * losing a statistic must not disturb the visitor.
 */
export function useNoteSearch(text: string, sections: readonly string[]): void {
  const noted = useRef('');
  const shown = sections.filter(isSection).join(',');
  useEffect(() => {
    const search = text.trim();
    if (search.length < 2 || search === noted.current || !shown) return;
    const timer = window.setTimeout(() => {
      noted.current = search;
      if (!getUser()) return;
      const body = { search, sections: shown.split(',') as SuggestionSection[] };
      callRoute(searchRoutes.noteSearch, { body, resetSessionOn401: false }).catch(() => undefined);
    }, SEARCH_SETTLED_MS);
    return () => window.clearTimeout(timer);
  }, [text, shown]);
}
