import { leafletRoutes } from '@vitrine/contract/routes/leaflets';
import { routePath } from '@vitrine/contract/routes/route';

type Values = Record<string, unknown>;

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join('_');
  if (typeof value === 'object') return '';
  return String(value);
}

/**
 * Spec 5 "Leaflet file name": every %code% placeholder of the template is replaced by that attribute's
 * value (unknown or empty ones by nothing), every run of characters other than ASCII letters and digits
 * becomes one '_', then '_' and the locale code are appended.
 * @example leafletFileName('%sku%_%name%', { sku: 'VT-8', name: 'Arc Lamp' }, 'en_GB') // 'VT_8_Arc_Lamp_en_GB'
 */
export function leafletFileName(template: string, values: Values, localeCode: string): string {
  const filled = template.replace(/%([^%\s]+)%/g, (_match, code: string) => asText(values[code]));
  return `${filled.replace(/[^A-Za-z0-9]+/g, '_')}_${localeCode}`;
}

export interface LeafletSetup {
  filename: string;
  attribute: string | null;
  domain: string;
}

interface LeafletProduct {
  id: number;
  name?: string | null;
  attributes: Values;
}

/**
 * Where a product's leaflet lives (spec 7): the configured leaflet attribute's value when the product
 * has one, else {domain}/pim/export/export/public/leaflet/{locale}/{id}/{file name}.html.
 * Placeholders see the product's attributes, with the top-level name and id as fallbacks.
 */
export function leafletUrl(leaflet: LeafletSetup, product: LeafletProduct, localeCode: string): string {
  if (leaflet.attribute) {
    const direct = product.attributes[leaflet.attribute];
    if (typeof direct === 'string' && direct.trim()) return direct.trim();
  }
  const values: Values = { id: product.id, name: product.name, ...product.attributes };
  const file = leafletFileName(leaflet.filename, values, localeCode);
  const domain = leaflet.domain.replace(/\/+$/, '');
  return (
    domain +
    routePath(leafletRoutes.getLeaflet, { locale: localeCode, productId: product.id, file: `${file}.html` })
  );
}
