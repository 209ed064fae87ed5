import type { SuggestionSection } from '@vitrine/contract';

/**
 * How many suggestions each group shows of `limit` in all: products half (they are what is most
 * often looked for), assets and contents a quarter each; a group with fewer matches leaves its
 * places to the others, in that order. `found` is how many each group could show.
 */
export function shareSuggestions(
  found: Record<SuggestionSection, number>,
  limit: number,
): Record<SuggestionSection, number> {
  const order: SuggestionSection[] = ['products', 'assets', 'contents'];
  const asked = order.filter((s) => found[s] > 0);
  const share: Record<SuggestionSection, number> = { products: 0, assets: 0, contents: 0 };
  const fair = {
    products: Math.ceil(limit / 2),
    assets: Math.floor(limit / 4),
    contents: Math.floor(limit / 4),
  };
  let left = limit;
  for (const s of asked) {
    share[s] = Math.min(found[s], fair[s], left);
    left -= share[s];
  }
  for (const s of asked) {
    const more = Math.min(found[s] - share[s], left);
    share[s] += more;
    left -= more;
  }
  return share;
}
