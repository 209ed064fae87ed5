/** Attribute types (spec 3) and the sets the list's filters and sort treat alike; no zod, so pages load it cheaply. */
export const ATTRIBUTE_TYPES = [
  'multi_select',
  'single_select',
  'number',
  'float',
  'bool',
  'string',
  'text',
  'date',
  'file',
  'media',
  'video',
  'image',
] as const;
type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** Types whose values are options (a bool's options are yes and no): filtered by option values. */
export const OPTION_TYPES: readonly AttributeType[] = ['single_select', 'multi_select', 'bool'];
/** Numeric types: filtered by a range. */
export const NUMBER_TYPES: readonly AttributeType[] = ['number', 'float'];
/** Spec 5: types that make a filter, when the attribute has more than one option. */
export const FILTER_TYPES: readonly AttributeType[] = [
  'multi_select',
  'single_select',
  'number',
  'bool',
  'float',
];
