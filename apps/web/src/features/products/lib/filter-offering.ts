import type { Attribute } from '@vitrine/contract';
import { FILTER_TYPES } from '@vitrine/contract/attribute-types';
import { attributeLabel } from '@vitrine/contract/product-text';

/** Spec 9: the filter search box appears above this many filters. */
export const FILTER_SEARCH_THRESHOLD = 7;

export interface OfferedFilters {
  /** Shown directly: the configured filter names, in their configured order. */
  main: Attribute[];
  /** Behind the 'more filters' expander: every other qualifying attribute, in list order. */
  more: Attribute[];
}

/** Whether an attribute qualifies as a filter on its own (spec 5). */
export function isFilterable(attribute: Attribute): boolean {
  return FILTER_TYPES.includes(attribute.type) && attribute.options.length > 1;
}

/**
 * Spec 5 "Attribute filters": offered are the qualifying attributes plus the configured names
 * (setup.filters, always offered when the attribute exists). The configured ones come first; the
 * others go under 'more filters'. Without configured names every qualifying attribute is shown directly.
 */
export function offerFilters(
  attributes: readonly Attribute[],
  configured: readonly string[],
): OfferedFilters {
  const byCode = new Map(attributes.map((a) => [a.name, a]));
  const main = [...new Set(configured)].map((code) => byCode.get(code)).filter((a) => a !== undefined);
  const chosen = new Set(main.map((a) => a.name));
  const rest = attributes.filter((a) => !chosen.has(a.name) && isFilterable(a));
  return main.length ? { main, more: rest } : { main: rest, more: [] };
}

export function offeredCount(offered: OfferedFilters): number {
  return offered.main.length + offered.more.length;
}

/** The filter search box shows when more than seven filters are offered (spec 2 and 9). */
export function needsFilterSearch(offered: OfferedFilters): boolean {
  return offeredCount(offered) > FILTER_SEARCH_THRESHOLD;
}

/** Display name of an attribute: the contract's rule, which the server's first screen uses too. */
export { attributeLabel };

/** Filters whose label or code contains the text (case-insensitive); all of them for an empty text. */
export function matchFilters(offered: OfferedFilters, text: string): OfferedFilters {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return offered;
  const hit = (a: Attribute) =>
    [attributeLabel(a), a.display_name, a.name].some((s) => s.toLocaleLowerCase().includes(needle));
  return { main: offered.main.filter(hit), more: offered.more.filter(hit) };
}
