import type { Attribute, AttributeSet, Product } from '@vitrine/contract';
import { formatAttributeValue, isBlankValue, isMediaAttribute, type ValueFormat } from './attribute-values';
import { attributeLabel } from './filter-offering';

export interface SpecRow {
  code: string;
  label: string;
  /** Formatted text; for media attributes the file name(s). */
  value: string;
  /** Files of media attributes (image, media, video, file): address and file name. */
  links: { path: string; name: string }[];
  help?: string;
}

export interface SpecGroup {
  name: string;
  rows: SpecRow[];
}

function fileName(path: string): string {
  return decodeURIComponent(path.split('?')[0].split('/').pop() || path);
}

function toRow(
  product: Product,
  code: string,
  attribute: Attribute | undefined,
  f: ValueFormat,
): SpecRow | null {
  const value = product.attributes[code];
  if (isBlankValue(value)) return null;
  const label = attribute ? attributeLabel(attribute) : code;
  const help = attribute?.help_short || undefined;
  if (isMediaAttribute(attribute)) {
    const paths = (Array.isArray(value) ? value : [String(value)]).filter(Boolean);
    const links = paths.map((path) => ({ path, name: fileName(path) }));
    return { code, label, value: links.map((l) => l.name).join(', '), links, help };
  }
  return { code, label, value: formatAttributeValue(value, attribute, f), links: [], help };
}

/**
 * The specification table of a product (spec 2): its attributes grouped by the attribute set's
 * groups, in their order; attributes outside every group (except `hidden` ones, e.g. the mapped name
 * and descriptions shown elsewhere) follow under `otherName`. Empty values and empty groups are left out.
 */
export function buildSpecGroups(
  product: Product,
  attributeSet: AttributeSet | null | undefined,
  attributes: readonly Attribute[],
  f: ValueFormat,
  options: { hidden: ReadonlySet<string>; otherName: string },
): SpecGroup[] {
  const byCode = new Map(attributes.map((a) => [a.name, a]));
  const placed = new Set<string>();
  const groups: SpecGroup[] = [];
  for (const group of attributeSet?.groups ?? []) {
    const rows = group.attributes
      .map((code) => {
        placed.add(code);
        return toRow(product, code, byCode.get(code), f);
      })
      .filter((row) => row !== null);
    if (rows.length) groups.push({ name: group.name, rows });
  }
  const known = attributes.map((a) => a.name);
  const extra = Object.keys(product.attributes).filter((code) => !byCode.has(code));
  const other = [...known, ...extra]
    .filter((code) => !placed.has(code) && !options.hidden.has(code) && code in product.attributes)
    .map((code) => toRow(product, code, byCode.get(code), f))
    .filter((row) => row !== null);
  if (other.length) groups.push({ name: options.otherName, rows: other });
  return groups;
}

/** Groups reduced to the rows whose label or value contains the text (case-insensitive). */
export function filterSpecGroups(groups: readonly SpecGroup[], text: string): SpecGroup[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((g) => ({
      ...g,
      rows: g.rows.filter((r) => `${r.label}\n${r.value}\n${r.code}`.toLocaleLowerCase().includes(needle)),
    }))
    .filter((g) => g.rows.length > 0);
}
