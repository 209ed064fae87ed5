import type { Attribute } from '@vitrine/contract';

type Single = string | number | boolean;
export type LeafletValue = Single | Single[] | null | undefined;

/** The BCP 47 tag of a locale code: en_GB → en-GB. */
export const languageTag = (code: string) => code.replace('_', '-');

/** A date (or date-time) text as the specifications show it; a text that is no date stays as is. */
function formatDate(value: string, tag: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    ...(!dateOnly && { timeStyle: 'short' }),
    // A bare date is midnight UTC: shown in UTC so it does not move a day west of Greenwich.
    ...(dateOnly && { timeZone: 'UTC' }),
  }).format(date);
}

function formatOne(value: Single, attribute: Attribute | undefined, tag: string): string {
  if (typeof value === 'boolean' || attribute?.type === 'bool') {
    const on = value === true || value === 'true' || value === 1;
    return attribute?.options.find((o) => o.value === String(on))?.label || String(on);
  }
  if (typeof value === 'number')
    return new Intl.NumberFormat(tag, { maximumFractionDigits: 6 }).format(value);
  if (attribute?.type === 'date') return formatDate(value, tag);
  return attribute?.options.find((o) => o.value === value)?.label || value;
}

/**
 * A value as the web app's specifications show it (apps/web/src/features/products/lib/
 * attribute-values.ts, formatAttributeValue), so leaflet and portal agree: option labels, Yes/No,
 * numbers and dates in the locale's own way (1,584.29 in en-GB, 1.584,29 in de-DE), with the
 * attribute's prefix and unit. Blank values give ''. Plain text: the caller escapes it.
 * @example formatLeafletValue(1584.29, { ...price, prefix: '€' }, 'en-GB') // '€ 1,584.29'
 */
export function formatLeafletValue(
  value: LeafletValue,
  attribute: Attribute | undefined,
  tag: string,
): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) ? value.length === 0 : typeof value === 'string' && !value.trim()) return '';
  const list = Array.isArray(value) ? value : [value];
  const text = list.map((v) => formatOne(v, attribute, tag)).join(', ');
  return [attribute?.prefix, text, attribute?.post_fix].filter((s) => s && s.trim()).join(' ');
}
