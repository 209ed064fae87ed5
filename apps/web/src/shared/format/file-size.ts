const UNITS = ['Bytes', 'KiB', 'MiB', 'GiB', 'TiB'];

/** A byte count in binary units with up to 2 decimals (spec 9), e.g. "1.5 MiB", in the UI language's digits. */
export function formatFileSize(bytes: number, language?: string): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  const power = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  return `${number} ${UNITS[power]}`;
}
