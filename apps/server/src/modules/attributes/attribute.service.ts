import { ttlCache } from '../../lib/ttl-cache.ts';
import type { Attribute, AttributeSet, AttributeType } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { getSetting } from '../config/index.ts';
import {
  listAttributes,
  listAttributeSets,
  listOptions,
  numberCodes,
  searchableCodes,
} from './attribute.repository.ts';
import type { RemovalOutcome } from '../../lib/removal.ts';
import { deleteUnusedAttribute } from './attribute.writer.ts';

export interface AttributeIndex {
  list: Attribute[];
  byCode: Map<string, Attribute & { id: number; localizable: boolean }>;
  /** Option id → attribute code and value (facet keys are option ids). */
  optionById: Map<number, { code: string; value: string }>;
  /** `${code}:${value}` → option id. */
  optionId: Map<string, number>;
}

const cache = ttlCache<AttributeIndex>(10_000);

/** Forgets the cached indexes: an import changed attributes or options. */
export function clearAttributeCache(): void {
  cache.clear();
}

/** Attributes, options and their labels in a locale; cached briefly, read by every product call. */
export function attributeIndex(deps: Deps, locale: RequestLocale): Promise<AttributeIndex> {
  return cache.get(deps.db, locale.code, () => buildIndex(deps, locale));
}

async function buildIndex(deps: Deps, locale: RequestLocale): Promise<AttributeIndex> {
  const [attributes, options, numeric] = await Promise.all([
    listAttributes(deps.db, locale),
    listOptions(deps.db, locale),
    getSetting<Record<string, number[]>>(deps.db, 'numeric_options'),
  ]);
  const byCode: AttributeIndex['byCode'] = new Map();
  const byId = new Map<number, Attribute>();
  for (const a of attributes) {
    const attribute = {
      id: a.id,
      localizable: a.localizable,
      name: a.code,
      label: a.label ?? a.code,
      display_name: a.display_name ?? a.label ?? a.code,
      type: a.type as AttributeType,
      options: (numeric?.[a.code] ?? []).map((v, order) => ({ value: String(v), label: String(v), order })),
      prefix: a.prefix,
      post_fix: a.post_fix,
      help_short: a.help_short,
      help_long: a.help_long,
    };
    byCode.set(a.code, attribute);
    byId.set(a.id, attribute);
  }
  const optionById: AttributeIndex['optionById'] = new Map();
  const optionId: AttributeIndex['optionId'] = new Map();
  for (const o of options) {
    const attribute = byId.get(o.attribute_id);
    if (!attribute) continue;
    attribute.options.push({ value: o.value, label: o.label ?? o.value, order: o.position });
    optionById.set(o.id, { code: attribute.name, value: o.value });
    optionId.set(`${attribute.name}:${o.value}`, o.id);
  }
  const list = [...byCode.values()].map(({ id: _id, localizable: _l, ...a }) => a);
  return { list, byCode, optionById, optionId };
}

export async function attributeSets(
  db: Database,
  locale: RequestLocale,
  id?: number,
): Promise<AttributeSet[]> {
  const rows = await listAttributeSets(db, locale, id);
  const sets = new Map<number, AttributeSet>();
  for (const r of rows) {
    let set = sets.get(r.id);
    if (!set) sets.set(r.id, (set = { id: r.id, name: r.set_name ?? r.code, groups: [] }));
    set.groups.push({ name: r.group_name ?? r.group_code, attributes: r.attribute_codes });
  }
  return [...sets.values()];
}

/** Removes an unused attribute (attribute.writer.ts, `deleteUnusedAttribute`); the index follows at once. */
export async function removeAttribute(
  ...args: Parameters<typeof deleteUnusedAttribute>
): Promise<RemovalOutcome> {
  const outcome = await deleteUnusedAttribute(...args);
  if (outcome.state === 'removed') clearAttributeCache();
  return outcome;
}

/** The codes of the number attributes (their filters offer the values the products hold). */
export const numberAttributeCodes = (db: Database): Promise<string[]> => numberCodes(db);

/** The codes of the searchable untranslated attributes (identifiers a product is found by). */
export const identifierAttributeCodes = (db: Database): Promise<string[]> => searchableCodes(db);
