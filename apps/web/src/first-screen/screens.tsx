// The addresses the server draws before the app runs, in one table: the app's route pattern (as in
// app/router/portal-routes.tsx), the answers its page reads under the page's own query keys, and
// what is drawn. The server asks `firstScreenData` which answers an address needs and hands them
// to `renderFirstScreen`, which seeds the query cache with them and renders the page in <Routes>.
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchRoutes, Route, Routes, type Params } from 'react-router';
import type {
  Asset,
  FirstScreenApi,
  FirstScreenData,
  FirstScreenQuery,
  PortalConfig,
  ProductListAnswer,
} from '@vitrine/contract';
import { attributesQueryOptions } from '@/features/products/api/get-attributes';
import { attributeSetQueryOptions, pickAttributeSet } from '@/features/products/api/get-attribute-set';
import { categoriesQueryOptions } from '@/features/products/api/get-categories';
import { firstProduct, productQueryKey, productRequest } from '@/features/products/api/get-product';
import { variantsQueryOptions, variantsRequest } from '@/features/products/api/get-variants';
import { parseProductId } from '@/features/products/lib/product-text';
import { buildListParams, listAttributes } from '@/features/products/lib/product-request';
import { DEFAULT_LIST_STATE } from '@/features/products/lib/list-query-state';
import { ProductDetailPage } from '@/features/products/pages/product-detail-page';
import { assetScopesQueryOptions } from '@/features/assets/api/get-asset-scopes';
import { assetTagsQueryOptions } from '@/features/assets/api/get-asset-tags';
import { ASSETS_PER_PAGE, DEFAULT_ASSET_LIST_STATE } from '@/features/assets/lib/asset-list-state';
import { contentQueryOptions } from '@/features/contents/api/get-content';
import { contentCategoriesQueryOptions } from '@/features/contents/api/get-content-categories';
import {
  contentListParams,
  contentsQueryOptions,
  toContentQuery,
} from '@/features/contents/api/get-contents';
import { parseContentId } from '@/features/contents/lib/content-link';
import { DEFAULT_CONTENT_LIST_STATE } from '@/features/contents/lib/content-list-state';
import { ContentDetailPage } from '@/features/contents/pages/content-detail-page';
import { ContentListPage } from '@/features/contents/pages/content-list-page';
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
    setup: Setup,
    api: FirstScreenApi,
  ) => Promise<FirstScreenQuery[] | null>;
  /** The page carries the answers for the app too, which then draws at once without asking again. */
  inline?: boolean;
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

const SCREENS: Screen[] = [
  {
    paths: ['products/list'],
    load: async (_params, search, setup, api) => {
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
    element: <ProductListRoute />,
  },
  {
    paths: ['asset/list'],
    load: async (_params, search, _setup, api) => {
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
    element: <AssetListRoute />,
  },
  {
    paths: ['products/detail/:id', 'products/detail/:id/:name'],
    load: async (params, _search, setup, api) => {
      const id = parseProductId(params.id);
      if (id === null) return null;
      const [answer, attributes] = await Promise.all([api.products(productRequest(id)), api.attributes()]);
      const product = firstProduct(answer);
      if (!product) return null;
      const set = product.attribute_set;
      const variants = listAttributes(setup);
      const [sets, children] = await Promise.all([
        set === null ? null : api.attributeSets(set),
        product.is_parent ? api.products(variantsRequest(product.id, variants)) : null,
      ]);
      return [
        query(productQueryKey(id), product),
        query(attributesQueryOptions.queryKey, attributes),
        ...(set !== null && sets
          ? [query(attributeSetQueryOptions(set).queryKey, pickAttributeSet(sets, set))]
          : []),
        ...(children ? [query(variantsQueryOptions(product.id, variants).queryKey, children)] : []),
      ];
    },
    inline: true,
    element: <ProductDetailPage />,
  },
  { paths: ['assets', 'contents', 'associations', 'leaflet'].map((tab) => `products/detail/:id/${tab}`) },
  {
    paths: ['contents/list'],
    load: async (_params, search, _setup, api) => {
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
    element: <ContentListPage />,
  },
  {
    paths: ['contents/detail/:id'],
    load: async (params, _search, _setup, api) => {
      const id = parseContentId(params.id);
      const content = id === null ? null : await api.content(id);
      return content && [query(contentQueryOptions(content.id).queryKey, content)];
    },
    inline: true,
    element: <ContentDetailPage />,
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
  setup: Setup,
  api: FirstScreenApi,
): Promise<FirstScreenData | null> {
  const found = screenAt(path);
  if (!found?.screen.load) return null;
  const queries = await found.screen.load(found.params, new URLSearchParams(search), setup, api);
  return queries && { queries, inline: found.screen.inline === true };
}

/** The page of a drawn address, matched by the router as the app matches it (useParams works). */
export function ScreenRoutes() {
  return (
    <Routes>
      {SCREENS.flatMap(({ paths, element }) =>
        element ? paths.map((path) => <Route key={path} path={`/:locale/${path}`} element={element} />) : [],
      )}
    </Routes>
  );
}
