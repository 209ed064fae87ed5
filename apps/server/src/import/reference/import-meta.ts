import type { Database } from '../../db/database.ts';
import { getSetting, putSetting } from '../../modules/config/index.ts';

/** What an attribute import learnt about an attribute that the portal's attribute table does not hold. */
export interface AttributeMeta {
  /** Its attribute group (Akeneo's `group`): families are split into groups by it. */
  group?: string;
  /** A metric's unit (values in other units of its family are converted to it). */
  unit?: string;
  /** A price collection: one currency's price is kept. */
  price?: boolean;
  /** The identifier attribute (Akeneo's `pim_catalog_identifier`): the products' sku. */
  identifier?: boolean;
}

/** An attribute group, from an attribute groups file. */
export interface GroupMeta {
  position: number;
  labels: Record<string, string>;
}

export interface ImportMeta {
  attributes: Record<string, AttributeMeta>;
  groups: Record<string, GroupMeta>;
  /** The attribute that names products (the families' `attribute_as_label`). */
  labelAttribute?: string;
  /** Akeneo's family variants by code: their family and each level's axes (attribute codes). */
  familyVariants?: Record<string, FamilyVariantMeta>;
}

/** A family variant, from a family variants file: the axes its variants differ by, per level. */
export interface FamilyVariantMeta {
  family: string;
  axes: string[][];
}

const KEY = 'catalogue_import';

export async function loadImportMeta(db: Database): Promise<ImportMeta> {
  const stored = await getSetting<Partial<ImportMeta>>(db, KEY);
  return { attributes: {}, groups: {}, ...stored };
}

export const saveImportMeta = (db: Database, meta: ImportMeta) => putSetting(db, KEY, meta);

/** JSON with keys in order: what was stored (jsonb orders keys its own way) compares with what is new. */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
