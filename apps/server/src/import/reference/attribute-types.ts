import { ATTRIBUTE_TYPES } from '@vitrine/contract';

/** The portal type of an attribute, and what the import keeps of Akeneo's type. */
export interface MappedType {
  type: string;
  metric?: boolean;
  price?: boolean;
  identifier?: boolean;
}

const AKENEO: Record<string, MappedType> = {
  pim_catalog_identifier: { type: 'string', identifier: true },
  pim_catalog_text: { type: 'string' },
  pim_catalog_textarea: { type: 'text' },
  pim_catalog_metric: { type: 'float', metric: true },
  pim_catalog_price_collection: { type: 'float', price: true },
  pim_catalog_boolean: { type: 'bool' },
  pim_catalog_simpleselect: { type: 'single_select' },
  pim_catalog_multiselect: { type: 'multi_select' },
  pim_catalog_date: { type: 'date' },
  pim_catalog_image: { type: 'image' },
  pim_catalog_file: { type: 'file' },
};

/** Akeneo types whose values live outside the product (reference data, assets, tables). */
const UNSUPPORTED =
  /^(pim_reference_data_|akeneo_reference_entity|pim_catalog_asset_collection|pim_catalog_table|pim_catalog_product_link)/;

/**
 * The portal type of an Akeneo type (a number is a whole `number` unless it allows decimals), or
 * of a portal type written as it is (`float`, `single_select`…); a reason for the others.
 */
export function akeneoType(type: string, decimalsAllowed: boolean): MappedType | string {
  if (type === 'pim_catalog_number') return { type: decimalsAllowed ? 'float' : 'number' };
  const mapped = AKENEO[type];
  if (mapped) return mapped;
  if ((ATTRIBUTE_TYPES as readonly string[]).includes(type)) return { type };
  if (UNSUPPORTED.test(type)) return `type "${type}" (reference data) is not supported`;
  return type ? `unknown type "${type}"` : 'the type is missing';
}
