import type { Attribute } from '@vitrine/contract';
import { numberFormat } from '@/shared/format/number';

export type AttributeValue = string | number | boolean | string[] | null | undefined;

export interface FilterOption {
  value: string;
  label: string;
  /** Facet count under the current filters; undefined when the server sent none. */
  count?: number;
}

export interface ValueFormat {
  /** BCP 47 tag, e.g. en-GB. */
  locale: string;
  yes: string;
  no: string;
}

const MEDIA_TYPES = new Set(['image', 'media', 'video', 'file']);

/** Whether an attribute holds file addresses rather than displayable values. */
export function isMediaAttribute(attribute: Pick<Attribute, 'type'> | undefined): boolean {
  return !!attribute && MEDIA_TYPES.has(attribute.type);
}

/** The label of an option value; the value itself when the attribute does not list it. */
export function optionLabel(attribute: Pick<Attribute, 'options'> | undefined, value: string): string {
  return attribute?.options.find((o) => o.value === value)?.label || value;
}

/** An attribute's options in their order, each with its facet count (spec 2, facets=1). */
export function facetOptions(attribute: Attribute, facets?: Record<string, number>): FilterOption[] {
  return [...attribute.options]
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
    .map((o) => ({
      value: o.value,
      label: o.label || o.value,
      ...(facets && { count: facets[o.value] ?? 0 }),
    }));
}

/** Lowest and highest numeric option of a number/float attribute (its distinct values), or null. */
export function numericBounds(attribute: Pick<Attribute, 'options'>): { min: number; max: number } | null {
  const numbers = attribute.options.map((o) => Number(o.value)).filter((n) => Number.isFinite(n));
  if (numbers.length === 0) return null;
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}

/** True for null, undefined, blank text and empty lists. */
export function isBlankValue(value: AttributeValue): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** A date (or date-time) text in the locale; a text that is no date comes back unchanged. */
export function formatDate(value: string, locale: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(!dateOnly && { timeStyle: 'short' }),
    // A bare date is midnight UTC: show it in UTC so it does not move a day west of Greenwich.
    ...(dateOnly && { timeZone: 'UTC' }),
  }).format(date);
}

function formatOne(
  value: string | number | boolean,
  attribute: Attribute | undefined,
  f: ValueFormat,
): string {
  if (typeof value === 'boolean' || attribute?.type === 'bool') {
    const on = value === true || value === 'true' || value === 1;
    // The server's option labels are localized (Yes/Ja); the UI's own words cover a missing one.
    return attribute?.options.find((o) => o.value === String(on))?.label || (on ? f.yes : f.no);
  }
  if (typeof value === 'number') return numberFormat(f.locale, { maximumFractionDigits: 6 }).format(value);
  if (attribute?.type === 'date') return formatDate(value, f.locale);
  return optionLabel(attribute, value);
}

/**
 * A product attribute value as text (spec 2 "Specifications"): option labels for select values,
 * Yes/No for booleans, localized numbers and dates, with the attribute's prefix and post_fix unit.
 * Blank values give ''.
 */
export function formatAttributeValue(
  value: AttributeValue,
  attribute: Attribute | undefined,
  f: ValueFormat,
): string {
  if (isBlankValue(value)) return '';
  const list = Array.isArray(value) ? value : [value as string | number | boolean];
  const text = list.map((v) => formatOne(v, attribute, f)).join(', ');
  return [attribute?.prefix, text, attribute?.post_fix].filter((s) => s && s.trim()).join(' ');
}

/** A range as text, e.g. '1.5 – 20 kg', '≥ 3 cm' or '≤ 100 W'. */
export function formatRange(
  range: { min?: number; max?: number },
  attribute: Attribute | undefined,
  f: ValueFormat,
): string {
  const n = (v: number) => numberFormat(f.locale, { maximumFractionDigits: 6 }).format(v);
  let text: string;
  if (range.min !== undefined && range.max !== undefined) text = `${n(range.min)} – ${n(range.max)}`;
  else if (range.min !== undefined) text = `≥ ${n(range.min)}`;
  else text = `≤ ${n(range.max ?? 0)}`;
  return [attribute?.prefix, text, attribute?.post_fix].filter((s) => s && s.trim()).join(' ');
}
