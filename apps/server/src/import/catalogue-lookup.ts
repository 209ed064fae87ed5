import type { Database } from '../db/database.ts';

export interface ImportAttribute {
  id: number;
  code: string;
  type: string;
  localizable: boolean;
  /** Option id by option value (a bool's options are `true` and `false`). */
  options: Map<string, number>;
}

/** What an import checks its rows against: attributes, options, categories, sets and locales. */
export interface CatalogueLookup {
  attributes: Map<string, ImportAttribute>;
  /** A category's id with its ancestors' (the category first), by code. */
  categories: Map<string, number[]>;
  sets: Map<string, number>;
  locales: string[];
  defaultLocale: string;
  /** Attributes whose values feed the search's identifiers (sku, ean, brand…). */
  searchable: string[];
}

export async function loadCatalogueLookup(db: Database): Promise<CatalogueLookup> {
  const [attributeRows, optionRows, categoryRows, setRows, localeRows] = await Promise.all([
    db.selectFrom('attribute').select(['id', 'code', 'type', 'localizable', 'searchable']).execute(),
    db.selectFrom('attribute_option').select(['id', 'attribute_id', 'value']).execute(),
    db.selectFrom('category').select(['id', 'code', 'parent_id']).execute(),
    db.selectFrom('attribute_set').select(['id', 'code']).execute(),
    db.selectFrom('locale').select(['code', 'is_default']).orderBy('position').execute(),
  ]);
  const attributes = new Map<string, ImportAttribute>();
  const byId = new Map<number, ImportAttribute>();
  for (const row of attributeRows) {
    const attribute = { ...row, options: new Map<string, number>() };
    attributes.set(row.code, attribute);
    byId.set(row.id, attribute);
  }
  for (const option of optionRows) byId.get(option.attribute_id)?.options.set(option.value, option.id);
  const parentOf = new Map(categoryRows.map((c) => [c.id, c.parent_id]));
  const categories = new Map<string, number[]>();
  for (const category of categoryRows) {
    const ids = [category.id];
    // Guarded against a cycle, which the tree never has but a hand-edited database might.
    for (let p = category.parent_id; p !== null && !ids.includes(p); p = parentOf.get(p) ?? null) ids.push(p);
    categories.set(category.code, ids);
  }
  const locales = localeRows.map((l) => l.code);
  return {
    attributes,
    categories,
    sets: new Map(setRows.map((s) => [s.code, s.id])),
    locales,
    defaultLocale: localeRows.find((l) => l.is_default)?.code ?? locales[0] ?? 'en_GB',
    searchable: attributeRows.filter((a) => a.searchable && !a.localizable).map((a) => a.code),
  };
}
