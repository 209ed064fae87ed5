import { SearchPage } from '@/features/search/pages/search-page';
import { assetSection } from './search-sections/asset-section';
import { contentSection } from './search-sections/content-section';
import { productSection } from './search-sections/product-section';

/** The search page's sections, one per feature, in the spec's order (spec 2). */
export const SEARCH_SECTIONS = [productSection, assetSection, contentSection];

/** /{locale}/search, for the app's routes and the server's first screen. */
export function SearchRoute() {
  return <SearchPage sections={SEARCH_SECTIONS} />;
}
