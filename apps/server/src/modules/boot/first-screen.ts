import type { Locale, PortalConfig } from '@vitrine/contract';
import { truncateName } from '@vitrine/contract/asset-name';
import { attributeLabel, productName, productSlug } from '@vitrine/contract/product-text';
import { hasThumbnail, renditionUrl, THUMBNAIL } from '@vitrine/contract/rendition-url';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { listAssets } from '../media/asset.service.ts';
import { attributeIndex } from '../attributes/attribute.service.ts';
import { listProducts } from '../products/product.service.ts';

/** One card of a list page drawn by the server: picture, name and up to two short lines. */
export interface Tile {
  href: string;
  image: string | null;
  title: string;
  lines: string[];
}

/** A list page the server draws before the app runs: which page, and its first cards. */
export interface FirstScreen {
  page: 'products' | 'assets';
  /** The address the screen stands for; the app shows itself at once anywhere else. */
  path: string;
  tiles: Tile[];
}

const LIST_PATH = /^\/([a-z]{2})[-_]([a-z]{2})\/(products|asset)\/list\/?$/i;
/** Spec 9: lists show 24 items per page. */
const PAGE_SIZE = 24;

/**
 * The default view of the product list and the asset library (no filters, search or paging in
 * the address), for a guest-enabled portal: the pictures a visitor waits for are in the page itself.
 */
export async function firstScreen(
  deps: Deps,
  config: PortalConfig,
  locales: Locale[],
  url: string,
): Promise<FirstScreen | null> {
  const [path, search] = url.split('?');
  const match = LIST_PATH.exec(path);
  if (!match || search || !config.setup.guest_token) return null;
  const code = `${match[1].toLowerCase()}_${match[2].toUpperCase()}`;
  const fallback = locales.find((l) => l.default)?.code ?? code;
  if (!locales.some((l) => l.code === code)) return null;
  const locale: RequestLocale = { code, language: code.slice(0, 2), defaultCode: fallback };
  const segment = `${match[1].toLowerCase()}-${match[2].toUpperCase()}`;
  const domain = config.setup.domain;
  if (match[3] === 'products') {
    const columns = config.setup.catalog_columns;
    const [answer, attributes] = await Promise.all([
      listProducts(deps, locale, {
        limit: PAGE_SIZE,
        offset: 0,
        orderdir: 'asc',
        attributes: [...new Set([...columns, ...config.setup.grid_columns])],
        filters: {},
        facets: false,
      }),
      attributeIndex(deps, locale),
    ]);
    const labelOf = (code: string) => {
      const attribute = attributes.byCode.get(code);
      return attribute ? attributeLabel(attribute) : code;
    };
    return {
      page: 'products',
      path,
      tiles: answer.products.map((p) => ({
        href: `/${segment}/products/detail/${p.id}/${productSlug(productName(p))}`,
        image: renditionUrl(domain, p.image, { width: 300, height: 300, trim: true }),
        title: productName(p),
        lines: columns.flatMap((c) => {
          const value = p.attributes[c];
          return typeof value === 'string' || typeof value === 'number' ? [`${labelOf(c)}: ${value}`] : [];
        }),
      })),
    };
  }
  const assets = await listAssets(deps, locale, domain, {
    itemsPerPage: PAGE_SIZE,
    page: 1,
    orderBy: 'created',
    orderDir: 'desc',
  });
  return {
    page: 'assets',
    path,
    tiles: assets.map((a) => ({
      href: `/${segment}/asset/list`,
      image: hasThumbnail(a.ext) ? renditionUrl(domain, a.url, THUMBNAIL) : null,
      title: truncateName(a.name),
      lines: [
        [a.ext.toUpperCase(), a.meta.width && a.meta.height ? `${a.meta.width} × ${a.meta.height} px` : null]
          .filter(Boolean)
          .join(' · '),
      ],
    })),
  };
}
