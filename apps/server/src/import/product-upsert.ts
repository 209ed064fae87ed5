import type { AttributeValues } from '../db/types.ts';
import type { ProductState } from '../modules/products/index.ts';
import type { ProductDraft } from './row-mapping.ts';

// What a file's row makes of a product: the draft merged into the stored product. The products
// area writes the result (modules/products/product.writer.ts).

type Translation = ProductState['translations'][string];

/** Values with empty ones (null) removed, keys in order: what is stored. */
function cleaned(values: AttributeValues): AttributeValues {
  const keys = Object.keys(values)
    .filter((k) => values[k] !== null && values[k] !== undefined)
    .sort();
  const out: AttributeValues = {};
  for (const k of keys) out[k] = values[k];
  return out;
}

/** The product a draft makes of the stored one (or of nothing): columns the file lacks keep their values. */
export function merge(
  draft: ProductDraft,
  stored: ProductState | undefined,
  parentId: number | null | undefined,
): ProductState {
  const translations: Record<string, Translation> = {};
  const locales = new Set([...Object.keys(stored?.translations ?? {}), ...draft.translations.keys()]);
  for (const locale of [...locales].sort()) {
    const before = stored?.translations[locale];
    const given = draft.translations.get(locale);
    const attrs = cleaned({ ...before?.attrs, ...given?.attrs });
    const name = (given?.name !== undefined ? given.name : before?.name) ?? '';
    // A locale the file only leaves empty gets no translation.
    if (!before && !name && !Object.keys(attrs).length) continue;
    translations[locale] = { name, attrs };
  }
  return {
    id: stored?.id ?? null,
    sku: draft.sku,
    parent_id: parentId !== undefined ? parentId : (stored?.parent_id ?? null),
    attribute_set_id:
      draft.attributeSetId !== undefined ? draft.attributeSetId : (stored?.attribute_set_id ?? null),
    status: draft.status ?? stored?.status ?? true,
    archived: false,
    category_ids: draft.categoryIds ?? stored?.category_ids ?? [],
    attrs: cleaned({ ...stored?.attrs, ...draft.attrs, sku: draft.sku }),
    translations,
  };
}
