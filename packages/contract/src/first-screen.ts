import type { Attribute, ProductCategory, ProductListAnswer, ProductListQuery } from './catalogue.ts';
import type { Locale, PortalConfig } from './config.ts';
import type { Asset, AssetScope, AssetTag, MediaListQuery } from './media.ts';

/** The product list's first page and what its side panel and cards need. */
export interface ProductScreenData {
  page: 'products';
  products: ProductListAnswer;
  attributes: Attribute[];
  categories: ProductCategory[];
}

/** The asset library's first page and what its side panel and tag row need. */
export interface AssetScreenData {
  page: 'assets';
  assets: Asset[];
  scopes: AssetScope[];
  tags: AssetTag[];
}

/**
 * What the server hands the first-screen renderer: the page's address and locale, the portal's
 * configuration, and the same answers the app asks the API for on that page.
 */
export type FirstScreenInput = {
  /** The address drawn, e.g. /en-GB/products/list. */
  path: string;
  /** Server locale code, e.g. en_GB. */
  code: string;
  config: PortalConfig;
  locales: Locale[];
} & (ProductScreenData | AssetScreenData);

/**
 * The web app's server entry (dist/server/render.js, built by `vite build --ssr`): the calls its
 * list pages make for their default views, and their first screen drawn from the app's own components.
 */
export interface FirstScreenModule {
  productListRequest(setup: PortalConfig['setup']): ProductListQuery;
  assetListRequest(): Pick<MediaListQuery, 'itemsPerPage' | 'page' | 'orderBy' | 'orderDir'>;
  renderFirstScreen(input: FirstScreenInput): { html: string; styles: string };
}
