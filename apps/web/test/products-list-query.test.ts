import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  parseListQuery,
  serialiseListQuery,
  withFilter,
  type ListQueryState,
} from '../src/features/products/lib/list-query-state';
import {
  buildListParams,
  effectiveSort,
  sanitizeFilters,
} from '../src/features/products/lib/product-request';
import type { Attribute } from '@vitrine/contract';

const attr = (name: string, type: Attribute['type'], values: string[] = []): Attribute => ({
  name,
  label: name,
  display_name: name,
  type,
  options: values.map((value, order) => ({ value, label: value.toUpperCase(), order })),
  prefix: null,
  post_fix: null,
  help_short: null,
  help_long: null,
});

describe('product list query state (URL parameter `query`)', () => {
  const full: ListQueryState = {
    search: 'lamp',
    page: 3,
    limit: 60,
    order: 'created',
    orderdir: 'desc',
    filters: { color: ['white', 'black'], weight: { min: 1.5, max: 20 }, designer: 'Aiko' },
    category: 'desk-lamps',
    view: 'grid',
  };

  it('round-trips every field', () => {
    expect(parseListQuery(serialiseListQuery(full))).toEqual(full);
  });

  it('writes nothing for the defaults and only what differs otherwise', () => {
    expect(serialiseListQuery(DEFAULT_LIST_STATE)).toBeNull();
    expect(JSON.parse(serialiseListQuery({ ...DEFAULT_LIST_STATE, page: 2 })!)).toEqual({ page: 2 });
  });

  it.each([null, '', 'not json', '[1,2]', '42', 'null', '{"page":'])(
    'falls back to the defaults for %j',
    (text) => {
      expect(parseListQuery(text)).toEqual(DEFAULT_LIST_STATE);
    },
  );

  it('defaults each bad field on its own', () => {
    const state = parseListQuery(
      JSON.stringify({
        search: 5,
        page: -2,
        limit: 13,
        order: 'name; drop',
        orderdir: 'sideways',
        filters: {
          color: ['white', 7, true, null, ''],
          'bad code!': ['x'],
          empty: [],
          weight: { min: 'abc' },
          n: 3,
        },
        category: '../x',
        view: 'table',
      }),
    );
    expect(state).toEqual({
      ...DEFAULT_LIST_STATE,
      filters: { color: ['white', '7', 'true'], n: ['3'] },
    });
  });

  it('keeps the page sizes 12, 24, 60 and 120 only, 24 by default', () => {
    expect(parseListQuery('{"limit":12}').limit).toBe(12);
    expect(parseListQuery('{"limit":120}').limit).toBe(120);
    expect(parseListQuery('{"limit":100}').limit).toBe(24);
    expect(parseListQuery('{}').limit).toBe(24);
  });

  it('accepts numeric strings in ranges and drops open ends', () => {
    expect(parseListQuery('{"filters":{"w":{"min":"2","max":null}}}').filters).toEqual({ w: { min: 2 } });
  });

  it('removes a filter when its value becomes empty', () => {
    expect(withFilter({ a: ['x'], b: ['y'] }, 'a', [])).toEqual({ b: ['y'] });
    expect(withFilter({}, 'w', { min: 1 })).toEqual({ w: { min: 1 } });
    expect(withFilter({ w: { min: 1 } }, 'w', {})).toEqual({});
  });
});

describe('product list request', () => {
  const attributes = [attr('color', 'multi_select', ['white', 'black']), attr('weight', 'float', ['1', '2'])];
  const setup = { grid_filter: { status: 'live' }, grid_columns: ['sku', 'color'], catalog_columns: ['sku'] };

  it('merges the grid filter, the category and the chosen values; pages by offset', () => {
    const params = buildListParams(
      { ...DEFAULT_LIST_STATE, page: 3, limit: 12, category: 'lamps', filters: { color: ['white'] } },
      setup,
      attributes,
    );
    expect(params).toEqual({
      limit: 12,
      offset: 24,
      order: undefined,
      orderdir: 'asc',
      attributes: ['sku', 'color'],
      filters: { status: 'live', category_code: 'lamps', color: ['white'] },
      facets: true,
    });
  });

  it('drops unknown attributes, unknown options and mistyped values', () => {
    expect(
      sanitizeFilters({ color: ['white', 'pink'], weight: ['1'], ghost: ['x'], material: 'steel' }, [
        ...attributes,
        attr('material', 'multi_select', ['steel']),
      ]),
    ).toEqual({ color: ['white'], material: ['steel'] });
    expect(sanitizeFilters({ ghost: ['x'] }, undefined)).toEqual({ ghost: ['x'] });
  });

  it('sorts by relevance (best first) while searching unless a field is chosen', () => {
    expect(effectiveSort({ search: 'arc', orderdir: 'asc' })).toEqual({ orderdir: 'desc' });
    expect(effectiveSort({ search: 'arc', order: 'name', orderdir: 'asc' })).toEqual({
      order: 'name',
      orderdir: 'asc',
    });
    expect(effectiveSort({ search: '', order: 'relevance', orderdir: 'desc' })).toEqual({
      order: undefined,
      orderdir: 'desc',
    });
  });
});
