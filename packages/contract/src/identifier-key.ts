/**
 * How article numbers, EANs and model codes are compared by the search, shared by the server (which
 * stores and looks them up) and the web app (which marks the part of a suggestion's identifier
 * that was typed): letters and digits only, lower case, without accents — "VT-0000022",
 * "vt 0000022" and "VT0000022" are all `vt0000022`.
 */
export function identifierKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether a value is a code: it holds a digit (a designer's or a brand's name does not). */
export const looksLikeCode = (key: string) => /\p{N}/u.test(key);

/**
 * A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) without its leading zeros, so a GTIN-14 written with a
 * zero in front finds its EAN-13 and back; null for a key that is not all digits of such a length.
 */
export function gtinCore(key: string): string | null {
  if (!/^\d{8,14}$/.test(key)) return null;
  const core = key.replace(/^0+/, '');
  return core.length >= 6 ? core : null;
}

/**
 * The identifiers a product is found by, as the search stores them: the key of each code among its
 * values (sku, EAN, supplier numbers…) and of each GTIN its core too, each between spaces
 * (" vt0000022 8710000000222 ") so a pattern can ask for a whole key or a key's start; empty
 * when it has none.
 */
export function identifierText(values: readonly unknown[]): string {
  const keys = new Set<string>();
  for (const value of values.flat())
    if (typeof value === 'string' || typeof value === 'number') {
      const key = identifierKey(String(value)).slice(0, 64);
      if (!key || !looksLikeCode(key)) continue;
      keys.add(key);
      const core = gtinCore(key);
      if (core) keys.add(core);
    }
  return keys.size ? ` ${[...keys].join(' ')} ` : '';
}
