import { UI_LANGUAGES } from '@vitrine/contract/constants';
import { numberFormat } from './number';

const UNITS = ['Bytes', 'KiB', 'MiB', 'GiB', 'TiB'];

/** The built-in languages whose decimal mark is a point; the others' is a comma. */
const DECIMAL_POINT = new Set(['en', 'zh']);

/**
 * A byte count in binary units with 2 decimals (spec 9), e.g. "1.50 MiB", in the UI language's
 * digits; a count under a KiB is whole bytes ("512 Bytes").
 */
export function formatFileSize(bytes: number, language?: string): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  const power = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  const digits = power === 0 ? 0 : 2;
  const number =
    plainDecimal(value, digits, language) ??
    numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[power]}`;
}

/**
 * The number as `Intl` writes it in a built-in language, without `Intl`: below a thousand none of
 * them groups digits, and `toFixed` rounds as `Intl` does. A page's first `Intl` format loads ICU's
 * locale data (about 130 ms on a slow phone, in the first drawing of a page of file cards).
 */
function plainDecimal(value: number, digits: number, language: string | undefined): string | undefined {
  if (!language || !(UI_LANGUAGES as readonly string[]).includes(language)) return undefined;
  const text = value.toFixed(digits);
  if (Number(text) >= 1000) return undefined;
  return DECIMAL_POINT.has(language) ? text : text.replace('.', ',');
}
