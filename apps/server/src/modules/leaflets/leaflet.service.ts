import { RENDITION_PRESETS, renditionUrl } from '@vitrine/contract/rendition-url';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { escapeHtml } from '../../lib/html.ts';
import { attributeIndex, type AttributeIndex } from '../attributes/index.ts';
import { portalConfig, productMapping } from '../config/index.ts';
import { isStoredProduct, productRows, valueOf, type ProductRow } from '../products/index.ts';
import type { Sight } from '../visibility/index.ts';
import { leafletPage } from './leaflet-page.ts';
import { formatLeafletValue, languageTag } from './leaflet-values.ts';
import { findLeafletTemplate } from './leaflet.repository.ts';

/**
 * A value as people read it, formatted as the portal's specifications show it; the rich-text
 * attributes (the long description's) keep their HTML, sanitised on its own so it cannot close the
 * template's tags.
 */
function display(
  row: ProductRow,
  code: string,
  attributes: AttributeIndex,
  rich: string[],
  tag: string,
): string {
  const value = valueOf(row, code, attributes);
  if (code === 'image') {
    return value ? escapeHtml(renditionUrl('', String(value), RENDITION_PRESETS.leaflet) ?? '') : '';
  }
  if (rich.includes(code)) {
    if (value === null || value === '') return '';
    return sanitizeRichText(Array.isArray(value) ? value.join(', ') : String(value));
  }
  return escapeHtml(formatLeafletValue(value, attributes.byCode.get(code), tag));
}

/** The product's name and its leaflet: the template with {{code}} values and {{label:code}} labels filled in, sanitised. */
async function leafletOf(deps: Deps, locale: RequestLocale, productId: number, sight: Sight) {
  const [attributes, mapping, seen] = await Promise.all([
    attributeIndex(deps, locale),
    productMapping(deps),
    sight.categories.length ? isStoredProduct(deps.db, productId, sight) : true,
  ]);
  const [row] = seen ? await productRows(deps.db, [productId], locale) : [];
  if (!row || !row.status) throw notFound('Product not found', 'product_not_found');
  const template = (await findLeafletTemplate(deps.db, locale.code)) ?? '<h1>{{name}}</h1>';
  const tag = languageTag(locale.code);
  const html = template.replace(
    /\{\{(label:)?([a-z0-9_]+)\}\}/gi,
    (_, label: string | undefined, code: string) =>
      label
        ? escapeHtml(attributes.byCode.get(code)?.label ?? code)
        : display(row, code, attributes, mapping.longDescription, tag),
  );
  // The whole page once more: the template itself is HTML stored in the database.
  const article = `<article class="vitrine-leaflet" lang="${escapeHtml(locale.language)}">${sanitizeRichText(html)}</article>`;
  return { article, name: String(valueOf(row, 'name', attributes) ?? '') };
}

/** The product's leaflet as an <article> for the portal's leaflet page to insert. */
export async function renderLeaflet(
  deps: Deps,
  locale: RequestLocale,
  productId: number,
  sight: Sight,
): Promise<string> {
  return (await leafletOf(deps, locale, productId, sight)).article;
}

/** The product's leaflet as a page of its own, in the portal's look and printable on A4. */
export async function renderLeafletPage(
  deps: Deps,
  locale: RequestLocale,
  productId: number,
  sight: Sight,
): Promise<string> {
  const [{ article, name }, config] = await Promise.all([
    leafletOf(deps, locale, productId, sight),
    portalConfig(deps, deps.config.publicUrl ?? ''),
  ]);
  return leafletPage({ article, name, language: locale.language, config });
}
