import { describe, expect, it } from 'vitest';
import type { Attribute, Product } from '@vitrine/contract';
import { buildSpecGroups, filterSpecGroups } from '../src/features/products/lib/spec-groups';
import { findTreePath } from '../src/shared/lists/tree-path';
import { parseProductId } from '../src/features/products/lib/product-text';

const attr = (name: string, type: Attribute['type'], extra: Partial<Attribute> = {}): Attribute => ({
  name,
  label: name[0].toUpperCase() + name.slice(1),
  display_name: name,
  type,
  options: [],
  prefix: null,
  post_fix: null,
  help_short: null,
  help_long: null,
  ...extra,
});

const product = {
  id: 1,
  attributes: {
    name: 'Arc',
    sku: 'A-1',
    weight: 2.5,
    dimmable: false,
    image: '/pim/media/products/arc%20lamp.jpg',
    ean: null,
    extra: 'x',
  },
} as unknown as Product;

const attributes = [
  attr('name', 'text'),
  attr('sku', 'string'),
  attr('weight', 'float', { post_fix: 'kg' }),
  attr('dimmable', 'bool'),
  attr('image', 'image'),
  attr('ean', 'string'),
];
const format = { locale: 'en-GB', yes: 'Yes', no: 'No' };
const set = {
  id: 1,
  name: 'Lamps',
  groups: [
    { name: 'General', attributes: ['sku', 'ean', 'dimmable'] },
    { name: 'Empty', attributes: ['ean'] },
    { name: 'Media', attributes: ['image'] },
  ],
};

describe('specification groups', () => {
  const groups = buildSpecGroups(product, set, attributes, format, {
    hidden: new Set(['name']),
    otherName: 'Other',
  });

  it('follows the attribute set, skips blank values and empty groups, and collects the rest under Other', () => {
    expect(groups.map((g) => [g.name, g.rows.map((r) => `${r.label}=${r.value}`)])).toEqual([
      ['General', ['Sku=A-1', 'Dimmable=No']],
      ['Media', ['Image=arc lamp.jpg']],
      ['Other', ['Weight=2.5 kg', 'extra=x']],
    ]);
    expect(groups[1].rows[0].links).toEqual([
      { path: '/pim/media/products/arc%20lamp.jpg', name: 'arc lamp.jpg' },
    ]);
  });

  it('puts everything under Other without an attribute set', () => {
    const plain = buildSpecGroups(product, null, attributes, format, {
      hidden: new Set(),
      otherName: 'Other',
    });
    expect(plain).toHaveLength(1);
    expect(plain[0].rows.map((r) => r.code)).toEqual(['name', 'sku', 'weight', 'dimmable', 'image', 'extra']);
  });

  it('filters rows by label or value and drops groups left empty', () => {
    expect(filterSpecGroups(groups, 'KG').map((g) => g.rows.map((r) => r.code))).toEqual([['weight']]);
    expect(filterSpecGroups(groups, 'nothing here')).toEqual([]);
    expect(filterSpecGroups(groups, '')).toEqual(groups);
  });
});

describe('routes and categories', () => {
  it('accepts only positive whole ids', () => {
    expect(parseProductId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999'])
      expect(parseProductId(bad)).toBeNull();
  });

  it('finds the path to a category', () => {
    const leaf = { id: 3, code: 'desk', title: 'Desk', order: 0, count: 1, children: [] };
    const tree = [
      {
        id: 1,
        code: 'light',
        title: 'Light',
        order: 0,
        count: 1,
        children: [{ id: 2, code: 'indoor', title: 'In', order: 0, count: 1, children: [leaf] }],
      },
    ];
    expect(findTreePath(tree, 'desk').map((c) => c.id)).toEqual([1, 2, 3]);
    expect(findTreePath(tree, 'ghost')).toEqual([]);
    expect(findTreePath(tree, null)).toEqual([]);
  });
});
