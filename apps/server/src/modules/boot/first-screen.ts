import type { FirstScreenInput, FirstScreenModule, Locale, PortalConfig } from '@vitrine/contract';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { attributeIndex } from '../attributes/index.ts';
import { categoryTree } from '../categories/index.ts';
import { listAssets, scopeTags, scopeTree } from '../media/index.ts';
import { listProducts } from '../products/index.ts';

const LIST_PATH = /^\/([a-z]{2})[-_]([a-z]{2})\/(products|asset)\/list\/?$/i;

/**
 * The data of the default view of the product list or the asset library (no filters, search or
 * paging in the address) of a guest-enabled portal: the same answers the app asks the API for on
 * that page, in the address's locale, so the pictures a visitor waits for are in the page itself.
 * Null for any other address.
 */
export async function firstScreenInput(
  deps: Deps,
  screens: FirstScreenModule,
  config: PortalConfig,
  locales: Locale[],
  origin: string,
  url: string,
): Promise<FirstScreenInput | null> {
  const [path, search] = url.split('?');
  const match = LIST_PATH.exec(path);
  if (!match || search || !config.setup.guest_token) return null;
  const code = `${match[1].toLowerCase()}_${match[2].toUpperCase()}`;
  if (!locales.some((l) => l.code === code)) return null;
  const fallback = locales.find((l) => l.default)?.code ?? code;
  const locale: RequestLocale = { code, language: code.slice(0, 2), defaultCode: fallback };
  const base = { path, code, config, locales };
  if (match[3] === 'products') {
    // The app's own call, in the order the API route passes it on: the answer is then the one
    // cached for the app's request a moment later.
    const q = screens.productListRequest(config.setup);
    const filters = q.filters && Object.keys(q.filters).length ? q.filters : undefined;
    const [products, attributes, categories] = await Promise.all([
      listProducts(deps, locale, {
        limit: q.limit,
        offset: q.offset,
        order: q.order,
        orderdir: q.orderdir,
        attributes: q.attributes,
        search: q.search?.trim() || undefined,
        filters,
        facets: q.facets === true,
      }),
      attributeIndex(deps, locale),
      categoryTree(deps.db, locale),
    ]);
    return { ...base, page: 'products', products, attributes: attributes.list, categories };
  }
  const [assets, scopes, tags] = await Promise.all([
    listAssets(deps, locale, origin, screens.assetListRequest()),
    scopeTree(deps, locale),
    scopeTags(deps, locale),
  ]);
  return { ...base, page: 'assets', assets, scopes, tags };
}
