/** Spec 9: the page size options of paged lists (products, contents) and their default. */
export const PAGE_SIZES = [12, 24, 60, 120] as const;
export const DEFAULT_PAGE_SIZE = 24;

/** A page size from an address, or the default when it is not one of the options. */
export function parsePageSize(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return (PAGE_SIZES as readonly unknown[]).includes(n) ? (n as number) : DEFAULT_PAGE_SIZE;
}
