import {
  ContentQuery,
  type FirstScreenApi,
  type FirstScreenData,
  type FirstScreenModule,
  type Locale,
  type PortalConfig,
} from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { attributeIndex, attributeSets } from '../attributes/index.ts';
import { categoryTree } from '../categories/index.ts';
import { contentById, contentCategoryTree, listContents } from '../contents/index.ts';
import { listAssets, productAssets, scopeTags, scopeTree } from '../media/index.ts';
import { listProducts } from '../products/index.ts';
import { EVERYTHING } from '../visibility/index.ts';

/** An app address: its locale segment and the rest (/en-GB/products/detail/12 → en, GB, /products/…). */
const APP_PATH = /^\/([a-z]{2})[-_]([a-z]{2})(\/.*)$/i;

/**
 * The API as the guest reads it in one locale, for the first-screen renderer's loaders: the
 * services the routes run, with the same answers (a product list answer is the one cached for the
 * app's own request a moment later).
 */
function guestApi(deps: Deps, locale: RequestLocale, origin: string): FirstScreenApi {
  return {
    // The app's own call, in the order the API route passes it on.
    products: (q) =>
      listProducts(
        deps,
        locale,
        {
          limit: q.limit,
          offset: q.offset,
          order: q.order,
          orderdir: q.orderdir,
          attributes: q.attributes,
          search: q.search?.trim() || undefined,
          filters: q.filters && Object.keys(q.filters).length ? q.filters : undefined,
          facets: q.facets === true,
        },
        EVERYTHING,
      ),
    attributes: async () => (await attributeIndex(deps, locale)).list,
    attributeSets: (id) => attributeSets(deps.db, locale, id),
    categories: () => categoryTree(deps.db, locale, undefined, EVERYTHING.categories),
    contents: (q) => listContents(deps, locale, ContentQuery.parse(q), { sight: EVERYTHING }),
    content: (id) => contentById(deps, locale, id, EVERYTHING).catch(() => null),
    contentCategories: () => contentCategoryTree(deps, locale, EVERYTHING),
    assets: (q) => listAssets(deps, locale, origin, q, EVERYTHING),
    assetScopes: () => scopeTree(deps, locale, EVERYTHING),
    assetTags: () => scopeTags(deps, locale, undefined, EVERYTHING),
    productAssets: (id, parent) => productAssets(deps, locale, origin, id, parent ?? undefined, EVERYTHING),
  };
}

/**
 * What the first screen of an address is drawn from, on a guest-enabled portal, when the web app's
 * renderer draws that address (its table: the lists' default views, a product, the contents, an
 * article): the answers the page asks the API for, in the address's locale, so the page a visitor
 * waits for is in the page itself. Null for any other address.
 */
export async function firstScreenInput(
  deps: Deps,
  screens: FirstScreenModule,
  config: PortalConfig,
  locales: Locale[],
  origin: string,
  url: string,
): Promise<(FirstScreenData & { path: string; search: string; code: string }) | null> {
  const [path, search = ''] = url.split('?');
  const match = APP_PATH.exec(path);
  if (!match || !config.setup.guest_token) return null;
  const code = `${match[1].toLowerCase()}_${match[2].toUpperCase()}`;
  if (!locales.some((l) => l.code === code)) return null;
  const fallback = locales.find((l) => l.default)?.code ?? code;
  const locale: RequestLocale = { code, language: code.slice(0, 2), defaultCode: fallback };
  const data = await screens.firstScreenData(
    match[3].replace(/\/+$/, '') || '/',
    search,
    config,
    guestApi(deps, locale, origin),
  );
  return data && { ...data, path, search, code };
}
