import type {
  AssetSuggestion,
  ContentSuggestion,
  ProductSuggestion,
  SearchSuggestions,
  SuggestionSection,
} from '@vitrine/contract';

/** Suggestions shown at most, in all groups together (the server's default too). */
export const SUGGESTION_LIMIT = 8;
/** Characters (trimmed) before suggestions are asked for: the server refuses fewer. */
export const SUGGESTION_MIN_LENGTH = 2;

/** One row of the suggestion list: its group, a key unique across groups, and what it shows. */
export type SuggestionOption =
  | { section: 'products'; key: string; label: string; item: ProductSuggestion }
  | { section: 'assets'; key: string; label: string; item: AssetSuggestion }
  | { section: 'contents'; key: string; label: string; item: ContentSuggestion };

/** The groups in the order they are listed: products, assets, contents. */
export const SECTION_ORDER: readonly SuggestionSection[] = ['products', 'assets', 'contents'];

/** The heading of a group: the section's name in the navigation. */
export const SECTION_TITLE_KEYS: Record<SuggestionSection, string> = {
  products: 'nav.products',
  assets: 'nav.assets',
  contents: 'nav.contents',
};

/** Whether a typed text is long enough to ask for suggestions. */
export function wantsSuggestions(text: string): boolean {
  return text.trim().length >= SUGGESTION_MIN_LENGTH;
}

/**
 * An answer as one list in group order, each group best first as the server sent it, cut at
 * `limit` rows in all. The list's order is the keyboard's order, so groups must stay together.
 */
export function suggestionOptions(answer: SearchSuggestions, limit = SUGGESTION_LIMIT): SuggestionOption[] {
  const options: SuggestionOption[] = [
    ...answer.products.map((item) => ({
      section: 'products' as const,
      key: `products-${item.id}`,
      // A product without a name in any language is still found by its article number.
      label: item.name.trim() || item.identifier,
      item,
    })),
    ...answer.assets.map((item) => ({
      section: 'assets' as const,
      key: `assets-${item.id}`,
      label: item.name,
      item,
    })),
    ...answer.contents.map((item) => ({
      section: 'contents' as const,
      key: `contents-${item.id}`,
      label: item.title,
      item,
    })),
  ];
  return options.slice(0, Math.max(0, limit));
}

/** What the suggestion popup shows. */
export type SuggestionStatus = 'off' | 'loading' | 'empty' | 'list';

/**
 * The popup's state for a typed text: nothing under two characters, and nothing after a failed
 * answer (the box stays a plain search box); the rows when there are some; 'No suggestions' only
 * once an answer came; 'Searching…' until the first one does.
 */
export function suggestionStatus(
  text: string,
  answer: { count: number; answered: boolean; failed: boolean },
): SuggestionStatus {
  if (!wantsSuggestions(text)) return 'off';
  if (answer.count > 0) return 'list';
  if (answer.failed) return 'off';
  return answer.answered ? 'empty' : 'loading';
}
