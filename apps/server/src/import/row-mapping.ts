import type { Database } from '../db/database.ts';
import type { AttributeValues } from '../db/types.ts';
import type { CatalogueLookup, ImportAttribute } from './catalogue-lookup.ts';
import type { Rejection } from '../lib/rejection.ts';

/** A column of the simple layout, read from its header. */
export type Column =
  | { name: string; kind: 'sku' | 'parent' | 'categories' | 'attribute_set' | 'enabled' }
  | { name: string; kind: 'attribute'; code: string; locale: string | null };

/** A row turned into the product it describes: only the columns the file has are set. */
export interface ProductDraft {
  line: number;
  sku: string;
  parentSku?: string | null;
  categoryIds?: number[];
  attributeSetId?: number | null;
  status?: boolean;
  /** Values of attributes that are not localizable (null: the cell was empty, the value goes). */
  attrs: AttributeValues;
  /** Per locale: the name (undefined when not in the file) and the localizable values. */
  translations: Map<string, { name?: string | null; attrs: AttributeValues }>;
}

export type { Rejection } from '../lib/rejection.ts';

const FIXED = new Set(['sku', 'parent', 'categories', 'attribute_set', 'enabled']);
const LOCALE = /^(.+)-([a-z]{2,3}_[A-Z]{2})$/;

/** The columns of a header; an unknown name is kept and rejects the rows that fill it. */
export function readHeader(fields: string[]): Column[] {
  return fields.map((raw) => {
    const name = raw.trim();
    if (FIXED.has(name)) return { name, kind: name as 'sku' };
    const localized = LOCALE.exec(name);
    return localized
      ? { name, kind: 'attribute', code: localized[1], locale: localized[2] }
      : { name, kind: 'attribute', code: name, locale: null };
  });
}

/** What a row becomes: a product draft, or every reason it is refused. */
export type MappedRow = { draft: ProductDraft } | { rejections: Rejection[] };

/** How a product file's rows are read: the simple layout, or an Akeneo export's. */
export interface ProductLayout {
  /** The column naming the product (its sku). */
  skuColumn: number;
  mapRow(fields: string[], line: number): MappedRow | Promise<MappedRow>;
  /** Once the rows are written (in the import's transaction): what depends on the products, e.g. image links. */
  finish?(db: Database): Promise<void>;
  /** What the layout chose or left out, one line each (told in the report once the rows are written). */
  notes?: string[];
}

/** The portal's simple layout (see docs/import.md). */
export function simpleLayout(name: string, fields: string[], lookup: CatalogueLookup): ProductLayout {
  const columns = readHeader(fields);
  const skuColumn = columns.findIndex((c) => c.kind === 'sku');
  if (skuColumn < 0) throw new Error(`${name}: the header has no sku column`);
  return { skuColumn, mapRow: (row, line) => mapRow(columns, row, line, lookup) };
}

export const splitList = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const isDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** The ids of a cell's comma-separated category codes with their ancestors', each once; unknown codes are told. */
export function categoryIds(
  text: string,
  lookup: CatalogueLookup,
  refuse: (reason: string) => void,
): number[] {
  const ids: number[] = [];
  for (const code of splitList(text)) {
    const found = lookup.categories.get(code);
    if (found) ids.push(...found);
    else refuse(`unknown category "${code}"`);
  }
  return [...new Set(ids)];
}

/** A cell's value in the attribute's type, or the reason it is not one. */
export function typedValue(
  attribute: ImportAttribute,
  text: string,
): { value: AttributeValues[string] } | string {
  switch (attribute.type) {
    case 'number':
    case 'float': {
      const n = Number(text.replace(',', '.'));
      if (text === '' || !Number.isFinite(n)) return `"${text}" is not a number`;
      if (attribute.type === 'number' && !Number.isInteger(n)) return `"${text}" is not a whole number`;
      return { value: n };
    }
    case 'bool': {
      const lower = text.toLowerCase();
      if (lower === '1' || lower === 'true') return { value: true };
      if (lower === '0' || lower === 'false') return { value: false };
      return `"${text}" is not 1, 0, true or false`;
    }
    case 'single_select':
      return attribute.options.has(text)
        ? { value: text }
        : `option "${text}" is not in the list of ${attribute.code}`;
    case 'multi_select': {
      const values = [...new Set(splitList(text))];
      const unknown = values.find((v) => !attribute.options.has(v));
      return unknown === undefined
        ? { value: values }
        : `option "${unknown}" is not in the list of ${attribute.code}`;
    }
    case 'date':
      return isDate(text) ? { value: text } : `"${text}" is not a date (YYYY-MM-DD)`;
    default:
      return { value: text };
  }
}

/** Refuses a row for a column (null: the whole row) with the reason. */
export type Reject = (column: string | null, reason: string) => void;

/** A row's empty draft and the rejections it collects; fields beyond the header's are refused. */
export function startDraft(fields: string[], line: number, columnCount: number) {
  const rejections: Rejection[] = [];
  const reject: Reject = (column, reason) => rejections.push({ line, column, reason });
  const draft: ProductDraft = { line, sku: '', attrs: {}, translations: new Map() };
  if (fields.length > columnCount) reject(null, `${fields.length} fields, the header has ${columnCount}`);
  return { draft, rejections, reject };
}

/**
 * Reads into the draft a cell of a column both layouts have: the sku, the parent, the categories,
 * the set (the simple layout's `attribute_set`, Akeneo's `family`) or the enabled flag. False for
 * any other column.
 */
export function readFixedCell(
  column: { kind: string; name: string },
  text: string,
  draft: ProductDraft,
  lookup: CatalogueLookup,
  reject: Reject,
): boolean {
  switch (column.kind) {
    case 'sku':
      draft.sku = text;
      return true;
    case 'parent':
      draft.parentSku = text || null;
      return true;
    case 'categories':
      draft.categoryIds = categoryIds(text, lookup, (reason) => reject(column.name, reason));
      return true;
    case 'attribute_set':
    case 'family':
      if (!text) draft.attributeSetId = null;
      else if (lookup.sets.has(text)) draft.attributeSetId = lookup.sets.get(text)!;
      else reject(column.name, `unknown ${column.kind === 'family' ? 'family' : 'attribute set'} "${text}"`);
      return true;
    case 'enabled':
      if (text === '1' || text === '0') draft.status = text === '1';
      else if (text !== '') reject(column.name, `"${text}" is not 1 or 0`);
      return true;
    default:
      return false;
  }
}

/** Checks a row against the catalogue and turns it into a draft, or lists every reason it is refused. */
export function mapRow(
  columns: Column[],
  fields: string[],
  line: number,
  lookup: CatalogueLookup,
): MappedRow {
  const { draft, rejections, reject } = startDraft(fields, line, columns.length);
  for (const [i, column] of columns.entries()) {
    const text = (fields[i] ?? '').trim();
    if (column.kind === 'attribute') mapAttributeCell(column, text, draft, lookup, reject);
    else readFixedCell(column, text, draft, lookup, reject);
  }
  if (!draft.sku) reject('sku', 'the sku is missing');
  else if (draft.parentSku === draft.sku) reject('parent', 'a product cannot be its own parent');
  return rejections.length ? { rejections } : { draft };
}

function mapAttributeCell(
  column: Extract<Column, { kind: 'attribute' }>,
  text: string,
  draft: ProductDraft,
  lookup: CatalogueLookup,
  reject: (column: string, reason: string) => void,
) {
  const attribute = lookup.attributes.get(column.code);
  // An unknown or misspelt column refuses only the rows that put a value in it.
  if (!attribute) {
    if (text) reject(column.name, `unknown attribute "${column.code}"`);
    return;
  }
  if (column.code === 'sku') return;
  if (attribute.localizable !== (column.locale !== null)) {
    if (text)
      reject(
        column.name,
        attribute.localizable
          ? `${column.code} is translated: name the locale (${column.code}-${lookup.defaultLocale})`
          : `${column.code} is not translated: write it without a locale`,
      );
    return;
  }
  if (column.locale !== null && !lookup.locales.includes(column.locale)) {
    if (text) reject(column.name, `unknown locale "${column.locale}"`);
    return;
  }
  let value: AttributeValues[string] = null;
  if (text) {
    const typed = typedValue(attribute, text);
    if (typeof typed === 'string') return reject(column.name, typed);
    value = typed.value;
  }
  if (column.locale === null) {
    draft.attrs[column.code] = value;
    return;
  }
  let translation = draft.translations.get(column.locale);
  if (!translation) draft.translations.set(column.locale, (translation = { attrs: {} }));
  if (column.code === 'name') translation.name = value === null ? null : String(value);
  else translation.attrs[column.code] = value;
}
