import type { Deps } from '../../deps.ts';
import type { CatalogueLookup, ImportAttribute } from '../catalogue-lookup.ts';
import type { AkeneoContext, ImportRun } from '../import-kind.ts';
import { loadImportMeta, type ImportMeta } from '../reference/import-meta.ts';
import { ensureProductMapping } from '../reference/product-mapping-setup.ts';
import {
  readFixedCell,
  splitList,
  startDraft,
  typedValue,
  type MappedRow,
  type ProductDraft,
  type ProductLayout,
} from '../row-mapping.ts';
import type { AttributeValues } from '../../db/types.ts';
import {
  chooseChannel,
  fileChannels,
  matchLocales,
  valueColumn,
  type ValueColumn,
} from './akeneo-columns.ts';
import { productAssociations } from './product-associations.ts';
import { productFiles } from './product-files.ts';
import { convertUnit } from './metric-units.ts';

type Column =
  | { kind: 'sku' | 'parent' | 'categories' | 'family' | 'family_variant' | 'enabled' | 'skip'; name: string }
  | {
      kind: 'value';
      name: string;
      code: string;
      attribute: ImportAttribute;
      /** The portal locale of a translated value. */
      locale: string | null;
      /** The column of a metric value's unit (-1: none). */
      unitColumn: number;
      /** The attribute naming products: its values are the products' names. */
      asName: boolean;
    }
  /** A column that refuses the rows that fill it (unknown attribute or locale…). */
  | { kind: 'refuse'; name: string; reason: string }
  /** `<TYPE>-products` / `<TYPE>-product_models`: the products associated by a type. */
  | { kind: 'association'; name: string; type: string };

const FIXED = new Set(['parent', 'categories', 'family', 'family_variant', 'enabled']);
/** Product groups (cross-selling groups) have no equivalent in the portal: the column is ignored. */
const IGNORED = new Set(['groups']);
/** Association columns: `<TYPE>-products`, `-product_models`, `-groups`, and quantities (`-quantity`). */
const ASSOCIATION = /^([^-]+)-(products|product_models|groups)(-quantity)?$/;
/** Columns that are no attribute values: fixed ones, ignored ones and associations. */
const notValue = (name: string) => FIXED.has(name) || IGNORED.has(name) || ASSOCIATION.test(name);
const FILE_TYPES = new Set(['image', 'file', 'media']);

/** Columns only Akeneo's product and product model exports have. */
export const isAkeneoProductHeader = (fields: string[]) =>
  fields.some((f) => ['family', 'family_variant', 'groups'].includes(f.trim()));

/** The column naming the product: the identifier attribute, else `sku`, else a model's `code`, else the first. */
export function identifierColumn(fields: string[], meta: ImportMeta): number {
  const identifier = Object.entries(meta.attributes).find(([, m]) => m.identifier)?.[0];
  for (const name of [identifier, 'sku', 'code']) {
    const i = name ? fields.indexOf(name) : -1;
    if (i >= 0) return i;
  }
  return 0;
}

/**
 * Rows of Akeneo's `products.csv` / `product_models.csv` (CSV or XLSX) as product drafts: the
 * chosen channel's values, locales matched to the portal's, metrics converted to the attribute's
 * unit, one currency's prices, files imported as assets. See docs/import.md.
 */
export async function akeneoLayout(
  deps: Deps,
  fields: string[],
  lookup: CatalogueLookup,
  options: ImportRun,
  folder: string | null,
): Promise<ProductLayout> {
  const header = fields.map((f) => f.trim());
  const meta = await loadImportMeta(deps.db);
  const skuColumn = identifierColumn(header, meta);
  const parsed = header.map((name, i) => (i === skuColumn || notValue(name) ? null : valueColumn(name)));
  const values = parsed.filter((c): c is ValueColumn => c !== null);
  const { channel, notes } = headerNotes(header, options);
  const context = options.akeneo;
  const currency = options.currency ?? 'EUR';
  const locales = matchLocales(
    values.flatMap((c) => (c.locale ? [c.locale] : [])),
    lookup.locales,
  );
  const priceCurrencies = new Map<string, Set<string>>();
  for (const c of values)
    if (c.currency && (c.channel === null || c.channel === channel))
      priceCurrencies.set(c.code, (priceCurrencies.get(c.code) ?? new Set()).add(c.currency));
  for (const [code, currencies] of priceCurrencies)
    if (!currencies.has(currency))
      throw new Error(
        `${code} has no ${currency} price (its currencies: ${[...currencies].sort().join(', ')}): choose one with --currency`,
      );
  const labelCode = meta.labelAttribute ?? 'name';
  const columns: Column[] = header.map((name, i): Column => {
    if (i === skuColumn) return { kind: 'sku', name };
    if (FIXED.has(name)) return { kind: name as 'parent', name };
    const association = ASSOCIATION.exec(name);
    if (association && !association[3] && association[2] !== 'groups')
      return { kind: 'association', name, type: association[1] };
    const c = parsed[i];
    if (!c || c.unit) return { kind: 'skip', name };
    // Another channel's values, or another currency's prices, are not this import's.
    if (c.channel !== null && c.channel !== channel) return { kind: 'skip', name };
    if (c.currency !== null && c.currency !== currency) return { kind: 'skip', name };
    const attribute = lookup.attributes.get(c.code);
    if (!attribute) return { kind: 'refuse', name, reason: `unknown attribute "${c.code}"` };
    const locale = c.locale === null ? null : (locales.get(c.locale) ?? null);
    // A language the portal lacks, or the export's locales file leaves out, is not read (told once).
    if (c.locale !== null && (locale === null || !readLocale(c.locale, options)))
      return { kind: 'skip', name };
    if (attribute.localizable !== (locale !== null))
      return {
        kind: 'refuse',
        name,
        reason: attribute.localizable
          ? `${c.code} is translated: the column needs a locale`
          : `${c.code} is not translated: the column has a locale`,
      };
    const unitName = name.replace(/-[A-Z]{3}$/, '') + '-unit';
    return {
      kind: 'value',
      name,
      code: c.code,
      attribute,
      locale,
      unitColumn: header.indexOf(unitName),
      asName: c.code === labelCode,
    };
  });

  const hasFiles = columns.some((c) => c.kind === 'value' && FILE_TYPES.has(c.attribute.type));
  const files = hasFiles ? await productFiles(deps, folder, options.dryRun === true) : null;
  if (!options.dryRun) {
    const image = columns.find((c) => c.kind === 'value' && c.attribute.type === 'image');
    await ensureProductMapping(deps, new Set(lookup.attributes.keys()), {
      image: image?.kind === 'value' ? image.code : null,
    });
  }

  const familyColumn = columns.some((c) => c.kind === 'family');
  const associations = productAssociations(lookup.defaultLocale, notes);
  const mapRow = async (row: string[], line: number): Promise<MappedRow> => {
    const { draft, rejections, reject } = startDraft(row, line, columns.length);
    let familyVariant: string | null = null;
    const filled = new Set<string>();
    const related: [string, string[]][] = [];
    for (const [i, column] of columns.entries()) {
      const text = (row[i] ?? '').trim();
      if (readFixedCell(column, text, draft, lookup, reject)) continue;
      switch (column.kind) {
        case 'family_variant': {
          if (!text) break;
          familyVariant = text;
          const known = meta.familyVariants;
          if (known && !known[text]) {
            reject(column.name, `unknown family variant "${text}"`);
            break;
          }
          if (familyColumn) break;
          // A model's family: its variant's, else (no family variants file) the one its code starts with.
          const family =
            known?.[text]?.family ??
            [...lookup.sets.keys()]
              .filter((code) => text.startsWith(`${code}_`))
              .sort((a, b) => b.length - a.length)[0];
          if (family && lookup.sets.has(family)) draft.attributeSetId = lookup.sets.get(family)!;
          break;
        }
        case 'association':
          related.push([column.type, splitList(text)]);
          break;
        case 'skip':
          break;
        case 'refuse':
          if (text) reject(column.name, column.reason);
          break;
        case 'value': {
          // Only files wait (for an asset): the other values are read at once.
          const value =
            text && FILE_TYPES.has(column.attribute.type)
              ? await fileValue(text)
              : cellValue(column, text, row, meta);
          if (typeof value === 'string') reject(column.name, value);
          else setValue(draft, column, value.value, lookup.defaultLocale);
          if (text) filled.add(column.code);
        }
      }
    }
    if (!draft.sku) reject(header[skuColumn] ?? null, 'the identifier is missing');
    else if (draft.parentSku === draft.sku) reject('parent', 'a product cannot be its own parent');
    for (const axis of missingAxes(context, meta, draft.parentSku ?? null, filled))
      reject(axis.code, `the variant axis "${axis.code}" of ${axis.variant} has no value`);
    if (rejections.length) return { rejections };
    if (familyVariant !== null || columns.some((c) => c.kind === 'family_variant'))
      (context ? (context.models ??= new Map()) : new Map()).set(draft.sku, {
        familyVariant,
        parent: draft.parentSku ?? null,
      });
    associations.add(draft.sku, related);
    return { draft };

    async function fileValue(text: string): Promise<{ value: AttributeValues[string] } | string> {
      const found = await files!.resolve(text);
      if (typeof found === 'string') return found;
      files!.link(draft, found.assetId);
      return { value: found.url };
    }
  };

  return {
    skuColumn,
    mapRow,
    notes,
    finish: async (db) => {
      await files?.finish(db);
      await associations.finish(db);
    },
  };
}

/**
 * The variant axes a row under `parent` lacks a value of: the axes of the level it is on, when the
 * run read its parent model and the family variants (a model under a root model is on level 1's
 * axes, a product under it on level 2's; the family variants are those imported before).
 */
function missingAxes(
  context: AkeneoContext | undefined,
  meta: ImportMeta,
  parent: string | null,
  filled: Set<string>,
) {
  const model = parent === null ? undefined : context?.models?.get(parent);
  if (!model) return [];
  // The family variant is the root model's (a sub-model names it too).
  let root = model;
  let level = 1;
  for (let up = model.parent; up !== null && level < 5; level++) {
    const next = context!.models!.get(up);
    if (!next) break;
    root = next;
    up = next.parent;
  }
  const variant = model.familyVariant ?? root.familyVariant;
  const axes = variant === null ? undefined : meta.familyVariants?.[variant]?.axes;
  if (!axes) return [];
  return (axes[level - 1] ?? [])
    .filter((code) => !filled.has(code))
    .map((code) => ({ code, variant: variant! }));
}

/** Whether values of an export's locale are read: all are, unless the export's locales file leaves it out. */
const readLocale = (locale: string, options: ImportRun) => options.akeneo?.locales?.has(locale) ?? true;

/** A cell's value in the attribute's type, a metric converted to the attribute's unit; or why it is refused. */
function cellValue(
  column: Extract<Column, { kind: 'value' }>,
  text: string,
  cells: string[],
  meta: ImportMeta,
): { value: AttributeValues[string] } | string {
  if (!text) return { value: null };
  const typed = typedValue(column.attribute, text);
  if (typeof typed === 'string' || column.unitColumn < 0) return typed;
  const unit = (cells[column.unitColumn] ?? '').trim();
  const target = meta.attributes[column.code]?.unit;
  if (!unit || !target || typeof typed.value !== 'number') return typed;
  const converted = convertUnit(typed.value, unit, target);
  return typeof converted === 'string' ? converted : { value: converted };
}

/** Puts a value in the draft: the naming attribute's values are the product's names. */
function setValue(
  draft: ProductDraft,
  column: Extract<Column, { kind: 'value' }>,
  value: AttributeValues[string],
  defaultLocale: string,
) {
  const translation = (locale: string) => {
    let t = draft.translations.get(locale);
    if (!t) draft.translations.set(locale, (t = { attrs: {} }));
    return t;
  };
  if (column.asName) {
    translation(column.locale ?? defaultLocale).name = value === null ? null : String(value);
    if (column.code === 'name') return;
  }
  if (column.locale === null) draft.attrs[column.code] = value;
  else translation(column.locale).attrs[column.code] = value;
}

/**
 * What an export's header tells before its rows: the channel taken (and a note saying so), the
 * value columns of that channel whose locale matches none of the portal's (left out, each told
 * once in the report), and notes for the columns the portal has no place for.
 */
export function headerNotes(
  fields: string[],
  options: ImportRun,
  portalLocales?: string[],
): { channel: string | null; notes: string[]; leftOut: { name: string; exported: string; locale: null }[] } {
  const header = fields.map((f) => f.trim());
  const values = header.filter((n) => !notValue(n)).map(valueColumn);
  const channel = chooseChannel(values, options.channel, options.akeneo?.defaultChannel);
  const channels = fileChannels(values);
  const notes: string[] = [];
  if (channel !== null && channels.length)
    notes.push(
      `values of channel "${channel}" taken${channels.length > 1 ? ` (the file has ${channels.join(', ')}; --channel takes another)` : ''}`,
    );
  if (header.includes('groups'))
    notes.push('groups: the portal has no product groups: the column is left out');
  for (const name of header) {
    const association = ASSOCIATION.exec(name);
    if (association?.[2] === 'groups')
      notes.push(`${name}: the portal associates no groups: the column is left out`);
    else if (association?.[3])
      notes.push(`${name}: the portal keeps no association quantities: the column is left out`);
  }
  const skipped = [
    ...new Set(values.flatMap((c) => (c.locale && !readLocale(c.locale, options) ? [c.locale] : []))),
  ];
  if (skipped.length)
    notes.push(`values in ${skipped.join(', ')} are not read: the export's locales file leaves them out`);
  const locales = matchLocales(
    values.flatMap((c) => (c.locale ? [c.locale] : [])),
    portalLocales ?? [],
  );
  const leftOut = portalLocales
    ? values
        .filter(
          (c) =>
            !c.unit && c.locale !== null && locales.get(c.locale) === null && readLocale(c.locale, options),
        )
        .filter((c) => c.channel === null || c.channel === channel)
        .map((c) => ({ name: c.name, exported: c.locale!, locale: null }))
    : [];
  return { channel, notes, leftOut };
}
