import type {
  Attribute,
  AttributeSet,
  ProductCategory,
  ProductListAnswer,
  ProductListQuery,
} from './catalogue.ts';
import type { Locale, PortalConfig } from './config.ts';
import type { Content, ContentCategory, ContentListAnswer, ContentListParams } from './contents.ts';
import type { Asset, AssetScope, AssetTag, MediaListQuery, ProductAssets } from './media.ts';

/** One answer of the app's query cache: the query key a page reads it by, and the API's answer. */
export interface FirstScreenQuery {
  key: readonly unknown[];
  data: unknown;
}

/**
 * The API calls a first screen may need, answered by the server in the address's locale for the
 * guest (the same services the routes run): the app's loaders ask through this, so a screen's data
 * comes from the same call, query key and reshaping the page uses.
 */
export interface FirstScreenApi {
  products(query: ProductListQuery): Promise<ProductListAnswer>;
  attributes(): Promise<Attribute[]>;
  attributeSets(id: number): Promise<AttributeSet[]>;
  categories(): Promise<ProductCategory[]>;
  contents(query: ContentListParams): Promise<ContentListAnswer>;
  /** Null when there is no such content (the page then shows 'not found'). */
  content(id: number): Promise<Content | null>;
  contentCategories(): Promise<ContentCategory[]>;
  assets(
    query: Pick<MediaListQuery, 'itemsPerPage' | 'page' | 'orderBy' | 'orderDir' | 'search'>,
  ): Promise<Asset[]>;
  assetScopes(): Promise<AssetScope[]>;
  assetTags(): Promise<AssetTag[]>;
  /** A product's assets grouped by name, with its parent's for a variant (the Assets tab). */
  productAssets(id: number, parent: number | null): Promise<ProductAssets>;
}

/**
 * What the server hands the first-screen renderer: the page's address and locale, the portal's
 * configuration, and the answers the app's page reads (from the module's own loader).
 */
export interface FirstScreenInput {
  /** The address drawn, e.g. /en-GB/products/list. */
  path: string;
  /** Its query string without the '?', e.g. q=drill ('' for none). */
  search: string;
  /** Server locale code, e.g. en_GB. */
  code: string;
  config: PortalConfig;
  locales: Locale[];
  queries: FirstScreenQuery[];
}

/** The answers a screen is drawn from; `inline`: the page carries them for the app, too. */
export interface FirstScreenData {
  queries: FirstScreenQuery[];
  inline: boolean;
  /** Drawn as a guest sees it, which a signed-in person does not (the screen then drops itself). */
  guestsOnly?: boolean;
  /**
   * The web app's source modules its router loads for this page (e.g.
   * `src/app/router/search-route.tsx`): the server names their chunks in the page, so they download
   * beside the app's own instead of after it.
   */
  modules?: string[];
}

/**
 * The web app's server entry (dist/server/render.js, built by `vite build --ssr`): which addresses
 * it draws and the answers they need (null: not drawn on the server), and the first screen drawn
 * from the app's own components.
 */
export interface FirstScreenModule {
  /** `path` without its locale segment (e.g. /products/detail/12), `search` without the '?'. */
  firstScreenData(
    path: string,
    search: string,
    config: PortalConfig,
    api: FirstScreenApi,
  ): Promise<FirstScreenData | null>;
  renderFirstScreen(input: FirstScreenInput): { html: string; styles: string };
}
