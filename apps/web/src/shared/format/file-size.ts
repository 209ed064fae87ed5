import { formatDecimal } from './number';

const UNITS = ['Bytes', 'KiB', 'MiB', 'GiB', 'TiB'];

/**
 * A byte count in binary units with 2 decimals (spec 9), e.g. "1.50 MiB", in the UI language's
 * digits; a count under a KiB is whole bytes ("512 Bytes"). Written without `Intl` below a
 * thousand (`formatDecimal`): a page of file cards does not load ICU's data in its first drawing.
 */
export function formatFileSize(bytes: number, language?: string): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  const power = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  return `${formatDecimal(value, power === 0 ? 0 : 2, language)} ${UNITS[power]}`;
}
