import type {
  Asset,
  AssetScope,
  AssetTag,
  Attribute,
  Locale,
  PortalConfig,
  ProductCategory,
  ProductListAnswer,
} from '@vitrine/contract';

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
