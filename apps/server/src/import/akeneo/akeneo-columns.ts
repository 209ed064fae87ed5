/** An attribute value column of an Akeneo export: `code[-locale][-channel][-unit|-CURRENCY]`. */
export interface ValueColumn {
  name: string;
  code: string;
  /** Akeneo's locale code (`en_US`), not yet matched to a portal locale. */
  locale: string | null;
  channel: string | null;
  /** The column holds the unit of a metric value (`weight-unit`). */
  unit: boolean;
  /** The column holds a price in this currency (`price-EUR`). */
  currency: string | null;
}

/** `en_US`, or with a script as some of Akeneo's are (`sr_Latn_RS`). */
const LOCALE = /^[a-z]{2,3}(_[A-Z][a-z]{3})?_[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** Reads an attribute column's name (Akeneo codes hold no `-`, so the suffixes split on it). */
export function valueColumn(name: string): ValueColumn {
  const [code, ...rest] = name.split('-');
  const column: ValueColumn = { name, code, locale: null, channel: null, unit: false, currency: null };
  const last = rest.at(-1);
  if (last === 'unit') {
    column.unit = true;
    rest.pop();
  } else if (last !== undefined && CURRENCY.test(last)) {
    column.currency = last;
    rest.pop();
  }
  for (const part of rest) {
    if (column.locale === null && column.channel === null && LOCALE.test(part)) column.locale = part;
    else column.channel = column.channel === null ? part : `${column.channel}-${part}`;
  }
  return column;
}

/**
 * The channel whose values are taken: the one asked for, else the preferred one (the channels
 * file's default) when the file has it, else `ecommerce`, else the file's first (null when no
 * column names a channel). A channel asked for that the file lacks is an error naming its channels.
 */
export function chooseChannel(
  columns: ValueColumn[],
  wanted: string | undefined,
  preferred?: string,
): string | null {
  const channels = fileChannels(columns);
  if (wanted) {
    if (channels.length && !channels.includes(wanted))
      throw new Error(
        `the file has no values for channel "${wanted}" (its channels: ${channels.join(', ')})`,
      );
    return wanted;
  }
  return [preferred, 'ecommerce'].find((c) => c !== undefined && channels.includes(c)) ?? channels[0] ?? null;
}

/** The channels of a file's value columns, in column order. */
export const fileChannels = (columns: ValueColumn[]) => [
  ...new Set(columns.flatMap((c) => (c.channel ? [c.channel] : []))),
];

/**
 * Matches an export's locales to the portal's: the same code, else the portal's only locale of the
 * same language (`en_US` → `en_GB`) when no other locale of the file claims it; null for a locale
 * with no match.
 */
export function matchLocales(exported: Iterable<string>, portal: string[]): Map<string, string | null> {
  const codes = new Set(exported);
  const matched = new Map<string, string | null>();
  for (const code of codes) {
    if (portal.includes(code)) {
      matched.set(code, code);
      continue;
    }
    const language = code.split('_')[0];
    const same = portal.filter((p) => p.split('_')[0] === language && !codes.has(p));
    matched.set(code, same.length === 1 ? same[0] : null);
  }
  // Two locales of a language (en_US, en_AU) cannot both become the portal's one.
  const targets = [...matched.entries()]
    .filter(([code, to]) => to !== null && to !== code)
    .map(([, to]) => to);
  for (const [code, to] of matched)
    if (to !== code && targets.filter((t) => t === to).length > 1) matched.set(code, null);
  return matched;
}
