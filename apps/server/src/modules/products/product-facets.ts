import type { AttributeIndex } from '../attributes/index.ts';

export function facetMap(
  all: Map<number, number>,
  own: Map<string, Map<number, number>>,
  attributes: AttributeIndex,
) {
  const facets: Record<string, Record<string, number>> = {};
  const put = (counts: Map<number, number>, only?: string) => {
    for (const [key, count] of counts) {
      const option = attributes.optionById.get(key);
      if (!option || (only ? option.code !== only : own.has(option.code))) continue;
      (facets[option.code] ??= {})[option.value] = count;
    }
  };
  put(all);
  for (const [code, counts] of own) put(counts, code);
  return facets;
}

/** The option keys of an attribute, whose counts its own filter's facet needs. */
export const optionKeys = (code: string, attributes: AttributeIndex) =>
  (attributes.byCode.get(code)?.options ?? [])
    .map((o) => attributes.optionId.get(`${code}:${o.value}`))
    .filter((k): k is number => k !== undefined);

/** The filters, search and sort of a list request, validated (bad input is a 400 here). */
