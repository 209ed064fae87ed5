// The addresses the server draws before the app runs, in one table: the app's route pattern (as in
// app/router/portal-routes.tsx), the answers its page reads under the page's own query keys, and
// what is drawn. The server asks `firstScreenData` which answers an address needs and hands them
// to `renderFirstScreen`, which seeds the query cache with them and renders the page in <Routes>.
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchRoutes, Outlet, Route, Routes, type Params } from 'react-router';
import type {
  Asset,
  FirstScreenApi,
  FirstScreenData,
  FirstScreenQuery,
  PortalConfig,
  Product,
  ProductListAnswer,
} from '@vitrine/contract';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { ProductContentsRoute } from '@/app/router/product-contents-route';
import { ProfileRoute } from '@/app/router/profile-route';
import { SEARCH_SECTIONS, SearchRoute } from '@/app/router/search-route';
import { LoginPage } from '@/features/auth/pages/login-page';
import { FormDetailPage } from '@/features/forms/pages/form-detail-page';
import { FormListPage } from '@/features/forms/pages/form-list-page';
import { attributesQueryOptions } from '@/features/products/api/get-attributes';
import { attributeSetQueryOptions, pickAttributeSet } from '@/features/products/api/get-attribute-set';
import { categoriesQueryOptions } from '@/features/products/api/get-categories';
import { firstProduct, productQueryKey, productRequest } from '@/features/products/api/get-product';
import { productAssetsQueryOptions } from '@/features/products/api/get-product-assets';
import {
  productPreviewParams,
  productPreviewQueryOptions,
  toProductPreview,
} from '@/features/products/api/get-product-preview';
import { variantsQueryOptions, variantsRequest } from '@/features/products/api/get-variants';
import { parseProductId } from '@/features/products/lib/product-text';
import { buildListParams, listAttributes } from '@/features/products/lib/product-request';
import { DEFAULT_LIST_STATE } from '@/features/products/lib/list-query-state';
import { ProductAssetsPage } from '@/features/products/pages/product-assets-page';
import { ProductDetailPage } from '@/features/products/pages/product-detail-page';
import {
  assetPreviewParams,
  assetPreviewQueryOptions,
  toAssetPreview,
} from '@/features/assets/api/get-asset-preview';
import { assetScopesQueryOptions } from '@/features/assets/api/get-asset-scopes';
import { assetTagsQueryOptions } from '@/features/assets/api/get-asset-tags';
import { ASSETS_PER_PAGE, DEFAULT_ASSET_LIST_STATE } from '@/features/assets/lib/asset-list-state';
import { contentQueryOptions } from '@/features/contents/api/get-content';
import { contentCategoriesQueryOptions } from '@/features/contents/api/get-content-categories';
import {
  contentPreviewParams,
  contentPreviewQueryOptions,
  toContentPreview,
} from '@/features/contents/api/get-content-preview';
import {
  productContentsParams,
  productContentsQueryOptions,
} from '@/features/contents/api/get-product-contents';
import {
  contentListParams,
  contentsQueryOptions,
  toContentQuery,
} from '@/features/contents/api/get-contents';
import { parseContentId } from '@/features/contents/lib/content-link';
import { DEFAULT_CONTENT_LIST_STATE } from '@/features/contents/lib/content-list-state';
import { ContentDetailPage } from '@/features/contents/pages/content-detail-page';
import { ContentListPage } from '@/features/contents/pages/content-list-page';
import { CartPage } from '@/features/assets/pages/cart-page';
import { parseSearchState } from '@/features/search/lib/search-state';
import { CONTENT_MAX_WIDTH } from '@/app/shell/app-shell';
import { NavBar } from '@/app/shell/nav-bar';
import Box from '@mui/material/Box';
import { noop } from '@/shared/boot/by-width';
import { AssetLibraryScreen } from './asset-library-screen';
import { ProductListScreen } from './product-list-screen';

type Setup = PortalConfig['setup'];

interface Screen {
  /** The app's route patterns under /{locale}. */
  paths: string[];
  /**
   * The answers the page reads, under its own query keys; null when the address is left to the app
   * (a filtered or searched list, an unknown id). No loader: an address the app alone draws, listed
   * so that it is not taken for one of its neighbours (the product tabs beside `:id/:name`).
   */
  load?: (
    params: Params,
    search: URLSearchParams,
    config: PortalConfig,
    api: FirstScreenApi,
  ) => Promise<FirstScreenQuery[] | null>;
  /** The page carries the answers for the app too, which then draws at once without asking again. */
  inline?: boolean;
  /**
   * Drawn on a portal without guest access too: a page that shows nothing of the portal's own (the
   * auth area's, the profile's frame); every other page is drawn as a guest sees it, so only where
   * guests may look.
   */
  open?: boolean;
  /**
   * The page differs for a signed-in person (the forms list: a guest is asked to sign in): drawn
   * as a guest sees it, the screen removes itself before the first paint when an account is
   * signed in on the browser (SCREEN_STATE_SCRIPT), and the app draws the page.
   */
  guestsOnly?: boolean;
  /** The frame the app draws the page in: the portal's (top bar and main column) or the auth area's. */
  frame?: 'auth';
  /**
   * The modules the app's router loads for the page (app/router/portal-routes.tsx, auth-routes.tsx),
   * as paths from the web app's folder: the server names their chunks in the page, so they download
   * beside the app's own scripts, not after them (test/first-screen-modules.test.tsx holds the two
   * tables together).
   */
  modules?: string[];
  element?: ReactNode;
}

/** The list screens' own answers, which no page of the app reads under these keys. */
const PRODUCT_PAGE_KEY = ['first-screen', 'products'] as const;
const ASSET_PAGE_KEY = ['first-screen', 'assets'] as const;

const query = (key: readonly unknown[], data: unknown): FirstScreenQuery => ({ key, data });

/** An answer the server seeded for a screen. */
function useSeeded<T>(key: readonly unknown[]): T {
  return useQueryClient().getQueryData(key) as T;
}

function ProductListRoute() {
  return <ProductListScreen answer={useSeeded<ProductListAnswer>(PRODUCT_PAGE_KEY)} />;
}

function AssetListRoute() {
  return <AssetLibraryScreen assets={useSeeded<Asset[]>(ASSET_PAGE_KEY)} />;
}

/** The product list's default view: the call ProductCatalogue makes without filters. */
export const productListRequest = (setup: Setup) => buildListParams(DEFAULT_LIST_STATE, setup, undefined);

/** The asset library's default view: first page, all scopes. */
export const assetListRequest = () => {
  const { orderBy, orderDir } = DEFAULT_ASSET_LIST_STATE;
  return { itemsPerPage: ASSETS_PER_PAGE, page: 1, orderBy, orderDir };
};

/**
 * What every page of a product reads (ProductDetailLayout): the product and the attributes'
 * labels; null for an id that is not a product's.
 */
async function productFrame(
  params: Params,
  api: FirstScreenApi,
): Promise<{ product: Product; queries: FirstScreenQuery[] } | null> {
  const id = parseProductId(params.id);
  if (id === null) return null;
  const [answer, attributes] = await Promise.all([api.products(productRequest(id)), api.attributes()]);
  const product = firstProduct(answer);
  if (!product) return null;
  return {
    product,
    queries: [query(productQueryKey(id), product), query(attributesQueryOptions.queryKey, attributes)],
  };
}

/** A tab of a product's page: its frame and the tab's own answer. */
const productTab =
  (tab: (product: Product, api: FirstScreenApi) => Promise<FirstScreenQuery>): Screen['load'] =>
  async (params, _search, _config, api) => {
    const frame = await productFrame(params, api);
    return frame && [...frame.queries, await tab(frame.product, api)];
  };

/** The search page's previews of the sections switched on, as each section's preview asks. */
async function searchPreviews(
  search: URLSearchParams,
  { setup, mapping }: PortalConfig,
  api: FirstScreenApi,
): Promise<FirstScreenQuery[]> {
  const { query: text, off } = parseSearchState(
    search,
    SEARCH_SECTIONS.map((s) => s.id),
  );
  const on = (id: string) => !off.includes(id);
  const products = productPreviewParams(text, setup, mapping);
  const contents = contentPreviewParams(text);
  const [productAnswer, attributes, assets, contentAnswer] = await Promise.all([
    on('products') ? api.products(products) : null,
    on('products') ? api.attributes() : null,
    on('assets') ? api.assets(assetPreviewParams(text)) : null,
    on('contents') ? api.contents(toContentQuery(contents)) : null,
  ]);
  return [
    ...(productAnswer && attributes
      ? [
          query(productPreviewQueryOptions(products).queryKey, toProductPreview(products, productAnswer)),
          query(attributesQueryOptions.queryKey, attributes),
        ]
      : []),
    ...(assets ? [query(assetPreviewQueryOptions(text).queryKey, toAssetPreview(text, assets))] : []),
    ...(contentAnswer
      ? [query(contentPreviewQueryOptions(text).queryKey, toContentPreview(text, contentAnswer))]
      : []),
  ];
}

/** Exported for the test that holds its modules to the router's. */
export const SCREENS: Screen[] = [
  {
    paths: ['products/list'],
    load: async (_params, search, { setup }, api) => {
      if (search.size) return null;
      const [products, attributes, categories] = await Promise.all([
        api.products(productListRequest(setup)),
        api.attributes(),
        api.categories(),
      ]);
      return [
        query(PRODUCT_PAGE_KEY, products),
        query(attributesQueryOptions.queryKey, attributes),
        query(categoriesQueryOptions.queryKey, categories),
      ];
    },
    modules: ['src/features/products/pages/product-list-page.tsx'],
    element: <ProductListRoute />,
  },
  {
    paths: ['asset/list'],
    load: async (_params, search, _config, api) => {
      if (search.size) return null;
      const [assets, scopes, tags] = await Promise.all([
        api.assets(assetListRequest()),
        api.assetScopes(),
        api.assetTags(),
      ]);
      return [
        query(ASSET_PAGE_KEY, assets),
        query(assetScopesQueryOptions.queryKey, scopes),
        query(assetTagsQueryOptions(null).queryKey, tags),
      ];
    },
    modules: ['src/features/assets/pages/asset-list-page.tsx'],
    element: <AssetListRoute />,
  },
  {
    paths: ['products/detail/:id', 'products/detail/:id/:name'],
    load: async (params, _search, { setup }, api) => {
      const frame = await productFrame(params, api);
      if (!frame) return null;
      const { product } = frame;
      const set = product.attribute_set;
      const variants = listAttributes(setup);
      const [sets, children] = await Promise.all([
        set === null ? null : api.attributeSets(set),
        product.is_parent ? api.products(variantsRequest(product.id, variants)) : null,
      ]);
      return [
        ...frame.queries,
        ...(set !== null && sets
          ? [query(attributeSetQueryOptions(set).queryKey, pickAttributeSet(sets, set))]
          : []),
        ...(children ? [query(variantsQueryOptions(product.id, variants).queryKey, children)] : []),
      ];
    },
    inline: true,
    modules: ['src/features/products/pages/product-detail-page.tsx'],
    element: <ProductDetailPage />,
  },
  {
    paths: ['products/detail/:id/assets'],
    load: productTab(async (product, api) =>
      query(
        productAssetsQueryOptions(product.id, product.parent).queryKey,
        await api.productAssets(product.id, product.parent),
      ),
    ),
    inline: true,
    modules: ['src/features/products/pages/product-assets-page.tsx'],
    element: <ProductAssetsPage />,
  },
  {
    paths: ['products/detail/:id/contents'],
    load: productTab(async (product, api) => {
      const { queryKey } = productContentsQueryOptions(product.id);
      return query(queryKey, await api.contents(toContentQuery(productContentsParams(product.id))));
    }),
    inline: true,
    modules: ['src/app/router/product-contents-route.tsx'],
    element: <ProductContentsRoute />,
  },
  { paths: ['associations', 'leaflet'].map((tab) => `products/detail/:id/${tab}`) },
  {
    paths: ['contents/list'],
    load: async (_params, search, _config, api) => {
      if (search.size) return null;
      const params = contentListParams(DEFAULT_CONTENT_LIST_STATE, null);
      const [contents, categories] = await Promise.all([
        api.contents(toContentQuery(params)),
        api.contentCategories(),
      ]);
      return [
        query(contentsQueryOptions(params).queryKey, contents),
        query(contentCategoriesQueryOptions.queryKey, categories),
      ];
    },
    inline: true,
    modules: ['src/features/contents/pages/content-list-page.tsx'],
    element: <ContentListPage />,
  },
  {
    paths: ['contents/detail/:id'],
    load: async (params, _search, _config, api) => {
      const id = parseContentId(params.id);
      const content = id === null ? null : await api.content(id);
      return content && [query(contentQueryOptions(content.id).queryKey, content)];
    },
    inline: true,
    modules: ['src/features/contents/pages/content-detail-page.tsx'],
    element: <ContentDetailPage />,
  },
  {
    paths: ['search'],
    load: (_params, search, config, api) => searchPreviews(search, config, api),
    inline: true,
    modules: ['src/app/router/search-route.tsx'],
    element: <SearchRoute />,
  },
  {
    paths: ['forms', 'forms/list/:id'],
    load: async () => [],
    guestsOnly: true,
    modules: ['src/features/forms/pages/form-list-page.tsx'],
    element: <FormListPage />,
  },
  {
    // A guest is told up front that a form needs an account (the contact form: contacting does).
    paths: ['forms/detail/:id'],
    load: async () => [],
    guestsOnly: true,
    modules: ['src/features/forms/pages/form-detail-page.tsx'],
    element: <FormDetailPage />,
  },
  {
    // The same page for everybody but for the cart this browser holds, which the screen is drawn
    // for before the first paint (shared/boot/stored-state).
    paths: ['asset/cart'],
    load: async () => [],
    modules: ['src/features/assets/pages/cart-page.tsx'],
    element: <CartPage />,
  },
  {
    // Drawn for a guest (the sign-in prompt) and for a signed-in person (the page, with the form's
    // place held for the values the app asks for); the stored state shows one. Nothing in it is a
    // guest's to see, so it is drawn where guests may not look too.
    paths: ['account/profile'],
    load: async () => [],
    open: true,
    modules: ['src/app/router/profile-route.tsx'],
    element: <ProfileRoute />,
  },
  {
    paths: ['auth/login'],
    load: async () => [],
    open: true,
    frame: 'auth',
    modules: ['src/features/auth/pages/login-page.tsx'],
    element: <LoginPage />,
  },
];

const ROUTES = SCREENS.flatMap((screen, index) => screen.paths.map((path) => ({ path, id: String(index) })));

/** The screen for an address under its locale (/products/detail/12), if the server draws it. */
function screenAt(path: string): { screen: Screen; params: Params } | null {
  const match = matchRoutes(ROUTES, path)?.at(-1);
  return match ? { screen: SCREENS[Number(match.route.id)], params: match.params } : null;
}

export async function firstScreenData(
  path: string,
  search: string,
  config: PortalConfig,
  api: FirstScreenApi,
): Promise<FirstScreenData | null> {
  const found = screenAt(path);
  if (!found?.screen.load) return null;
  // Pages are drawn as a guest sees them: only where guests may look, but for the auth area's.
  if (!found.screen.open && !config.setup.guest_token) return null;
  const queries = await found.screen.load(found.params, new URLSearchParams(search), config, api);
  return (
    queries && {
      queries,
      inline: found.screen.inline === true,
      guestsOnly: found.screen.guestsOnly === true,
      modules: found.screen.modules,
    }
  );
}

/** The portal's frame as the app shell draws it: the top bar, then the main column. */
function PortalFrame() {
  return (
    <>
      <NavBar onOpenDrawer={noop} />
      <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 2, md: 4 } }}>
        <Outlet />
      </Box>
    </>
  );
}

const routesOf = (frame: Screen['frame']) =>
  SCREENS.filter((screen) => screen.frame === frame && screen.element).flatMap(({ paths, element }) =>
    paths.map((path) => <Route key={path} path={path} element={element} />),
  );

/** The page of a drawn address in its frame, matched by the router as the app matches it (useParams works). */
export function ScreenRoutes() {
  return (
    <Routes>
      <Route path="/:locale">
        <Route element={<PortalFrame />}>{routesOf(undefined)}</Route>
        <Route element={<AuthLayout />}>{routesOf('auth')}</Route>
      </Route>
    </Routes>
  );
}
