import { RENDITION_PRESETS, renditionUrl } from '@vitrine/contract/rendition-url';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { escapeHtml } from '../../lib/html.ts';
import { attributeIndex, type AttributeIndex } from '../attributes/index.ts';
import { productMapping } from '../config/index.ts';
import { loadProducts, valueOf, type ProductRow } from '../products/index.ts';
import { findLeafletTemplate } from './leaflet.repository.ts';

/**
 * A value as people read it: option labels, Yes/No, units, escaped; the rich-text attributes (the
 * long description's) keep their HTML, sanitised on its own so it cannot close the template's tags.
 */
function display(row: ProductRow, code: string, attributes: AttributeIndex, rich: string[]): string {
  if (code === 'image') {
    const image = valueOf(row, code, attributes);
    return image ? escapeHtml(renditionUrl('', String(image), RENDITION_PRESETS.leaflet) ?? '') : '';
  }
  const attribute = attributes.byCode.get(code);
  const value = valueOf(row, code, attributes);
  if (value === null || value === undefined || value === '') return '';
  const values = Array.isArray(value) ? value : [value];
  const labelled = values.map(
    (v) =>
      attribute?.options.find(
        (o) => o.value === String(v) && attribute.type !== 'number' && attribute.type !== 'float',
      )?.label ?? String(v),
  );
  const text = labelled.join(', ');
  if (rich.includes(code)) return sanitizeRichText(text);
  return escapeHtml(
    `${attribute?.prefix ? `${attribute.prefix} ` : ''}${text}${attribute?.post_fix ? ` ${attribute.post_fix}` : ''}`,
  );
}

/** The product's leaflet: the template with {{code}} values and {{label:code}} labels filled in, sanitised. */
export async function renderLeaflet(deps: Deps, locale: RequestLocale, productId: number): Promise<string> {
  const [attributes, mapping] = await Promise.all([attributeIndex(deps, locale), productMapping(deps)]);
  const [row] = await loadProducts(deps.db, [productId], locale);
  if (!row || !row.status) throw notFound('Product not found', 'product_not_found');
  const template = (await findLeafletTemplate(deps.db, locale.code)) ?? '<h1>{{name}}</h1>';
  const html = template.replace(
    /\{\{(label:)?([a-z0-9_]+)\}\}/gi,
    (_, label: string | undefined, code: string) =>
      label
        ? escapeHtml(attributes.byCode.get(code)?.label ?? code)
        : display(row, code, attributes, mapping.longDescription),
  );
  // The whole page once more: the template itself is HTML stored in the database.
  return `<article class="vitrine-leaflet" lang="${escapeHtml(locale.language)}">${sanitizeRichText(html)}</article>`;
}
