import type { AttributeIndex } from '../attributes/index.ts';
import { type ProductRow, valueOf } from '../products/index.ts';
import type { Cell } from './export-writer.ts';

/** A column header: the attribute's label in the request locale, with its unit. */
export function exportHeader(code: string, attributes: AttributeIndex): string {
  const a = attributes.byCode.get(code);
  if (!a) return code;
  const unit = a.post_fix || a.prefix;
  return unit ? `${a.label} (${unit})` : a.label;
}

/** A cell for one attribute: option labels for choices, plain numbers, text otherwise. */
export function exportCell(row: ProductRow, code: string, attributes: AttributeIndex): Cell {
  const value = valueOf(row, code, attributes);
  const attribute = attributes.byCode.get(code);
  if (value === null || value === undefined) return null;
  if (attribute && ['single_select', 'multi_select', 'bool'].includes(attribute.type)) {
    const label = (v: string) => attribute.options.find((o) => o.value === v)?.label ?? v;
    return (Array.isArray(value) ? value : [String(value)]).map(label).join(', ');
  }
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' && /<[a-z][\s\S]*>/i.test(value))
    return value
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return value;
}
