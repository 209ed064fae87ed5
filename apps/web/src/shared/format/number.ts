import type { i18n as I18n } from 'i18next';
import { OWN_DIGITS } from '@vitrine/contract/account-slot';
import { UI_LANGUAGES } from '@vitrine/contract/constants';

const formats = new Map<string, Intl.NumberFormat>();

/** One `Intl.NumberFormat` per language and options: making one costs far more than using it. */
export function numberFormat(
  language: string | undefined,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${language ?? ''}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A count as the language writes it. A whole number under a thousand is written as it is: in every
 * UI language (Latin digits, no grouping below 1,000) that is what `Intl` writes, and a page's
 * first `Intl` format loads ICU's locale data (20–50 ms, four times that on a slow phone) — at the
 * start of a list whose only numbers are its counts. The drawn screen's state check does the same.
 */
export function formatCount(value: number, language: string | undefined): string {
  return Number.isInteger(value) && value >= 0 && value < 1000 && !OWN_DIGITS.test(language ?? '')
    ? String(value)
    : numberFormat(language).format(value);
}

/** The built-in languages whose decimal mark is a point; the others' is a comma. */
const DECIMAL_POINT = new Set(['en', 'zh']);

/**
 * A non-negative number with exactly `digits` decimals, as `Intl` writes it, without `Intl` where
 * it can: below a thousand no built-in language groups digits, and `toFixed` rounds the same exact
 * value as `Intl` does (the shortcut `formatCount` takes for whole numbers, for decimals).
 */
export function formatDecimal(value: number, digits: number, language: string | undefined): string {
  const text = value.toFixed(digits);
  if (language && (UI_LANGUAGES as readonly string[]).includes(language) && Number(text) < 1000)
    return DECIMAL_POINT.has(language) ? text : text.replace('.', ',');
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
}

// The options a translation may give its number (`{{n, number(minimumFractionDigits: 2)}}`); the
// rest of what i18next passes (count, lng, ns…) is not the format's.
const NUMBER_OPTIONS = [
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'maximumSignificantDigits',
  'useGrouping',
  'style',
  'unit',
  'currency',
] as const;

/** i18next's `number` format, through `formatCount` and one cached format per language. */
export function addNumberFormat(i18n: I18n): void {
  i18n.services.formatter?.add('number', (value: unknown, language, options?: Record<string, unknown>) => {
    const picked = Object.fromEntries(
      NUMBER_OPTIONS.filter((name) => options?.[name] !== undefined).map((name) => [name, options?.[name]]),
    ) as Intl.NumberFormatOptions;
    const number = Number(value);
    return Object.keys(picked).length
      ? numberFormat(language, picked).format(number)
      : formatCount(number, language);
  });
}
