import {
  SUGGESTION_SECTIONS,
  type SearchSuggestionQuery,
  type SearchSuggestions,
  type SuggestionSection,
} from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { listContents } from '../contents/index.ts';
import { suggestAssets } from '../media/index.ts';
import { suggestProducts } from '../products/index.ts';
import { shareSuggestions } from './suggestion-share.ts';
import type { Sight } from '../visibility/index.ts';

/**
 * Matches each group ranks at most: a broad word ("co", "vt0") has thousands, and ranking them all
 * would take longer than typing the next character.
 */
const CANDIDATES = 200;

/**
 * Suggestions for a search being typed: each asked group's best matches (products by article
 * number first, then by relevance; assets and contents by relevance, then name or title), asked
 * at once, then shared out among the groups (suggestion-share.ts).
 */
export async function suggest(
  deps: Deps,
  locale: RequestLocale,
  origin: string,
  query: SearchSuggestionQuery,
  sight: Sight,
): Promise<SearchSuggestions> {
  const asked = new Set<SuggestionSection>(query.sections?.length ? query.sections : SUGGESTION_SECTIONS);
  const { search, limit } = query;
  const [products, assets, contents] = await Promise.all([
    asked.has('products') ? suggestProducts(deps, locale, search, limit, CANDIDATES, sight) : [],
    asked.has('assets') ? suggestAssets(deps, locale, origin, search, limit, CANDIDATES, sight) : [],
    asked.has('contents')
      ? listContents(
          deps,
          locale,
          { search, limit, page: 1, orderby: 'title', orderdir: 'asc' },
          { candidates: CANDIDATES, sight },
        ).then((answer) => answer.results)
      : [],
  ]);
  const share = shareSuggestions(
    { products: products.length, assets: assets.length, contents: contents.length },
    limit,
  );
  return {
    products: products.slice(0, share.products),
    assets: assets.slice(0, share.assets).map((a) => ({ id: a.id, name: a.name, ext: a.ext, url: a.url })),
    contents: contents
      .slice(0, share.contents)
      .map((c) => ({ id: c.id, title: c.title, link: c.link, thumbnail: c.thumbnail })),
  };
}
