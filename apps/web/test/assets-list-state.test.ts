import { describe, expect, it } from 'vitest';
import {
  ASSETS_PER_PAGE,
  DEFAULT_ASSET_LIST_STATE,
  hasNextPage,
  parseAssetListState,
  toggleTag,
  writeAssetListState,
  type AssetListState,
} from '../src/features/assets/lib/asset-list-state';
import { findTreePath } from '../src/shared/lists/tree-path';

const parse = (query: string) => parseAssetListState(new URLSearchParams(query));

describe('asset library settings in the URL', () => {
  it('defaults to the newest assets first, page 1, no search and no tags (spec 9)', () => {
    expect(parse('')).toEqual({ search: '', tags: [], orderBy: 'created', orderDir: 'desc', page: 1 });
    expect(DEFAULT_ASSET_LIST_STATE).toEqual(parse(''));
    expect(ASSETS_PER_PAGE).toBe(24);
  });

  it('reads every setting', () => {
    expect(parse('search=lumio+arc&tag=7&tag=2&orderBy=name&orderDir=asc&page=3')).toEqual({
      search: 'lumio arc',
      tags: [2, 7],
      orderBy: 'name',
      orderDir: 'asc',
      page: 3,
    });
  });

  it('accepts comma-separated tags, drops repeats and anything that is not an id', () => {
    expect(parse('tag=3,1&tag=3&tag=x&tag=-4&tag=2.5&tag=&tag=9').tags).toEqual([1, 3, 9]);
  });

  it('falls back per field on unusable values (spec 5: lenient)', () => {
    expect(parse('orderBy=size&orderDir=up&page=0&search=%20%20')).toEqual(DEFAULT_ASSET_LIST_STATE);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=100000').page).toBe(1);
    expect(parse('orderDir=ASC').orderDir).toBe('asc');
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults, so the plain library has a clean address', () => {
    expect(writeAssetListState(DEFAULT_ASSET_LIST_STATE).toString()).toBe('');
    const state: AssetListState = {
      search: 'arc lamp',
      tags: [9, 2],
      orderBy: 'name',
      orderDir: 'asc',
      page: 2,
    };
    expect(writeAssetListState(state).toString()).toBe(
      'search=arc+lamp&tag=2&tag=9&orderBy=name&orderDir=asc&page=2',
    );
  });

  it('round-trips through the URL', () => {
    const state: AssetListState = {
      search: 'Ärc',
      tags: [1, 4],
      orderBy: 'created',
      orderDir: 'asc',
      page: 5,
    };
    expect(parseAssetListState(writeAssetListState(state))).toEqual(state);
  });

  it('keeps parameters that are not the library’s and replaces its own', () => {
    const current = new URLSearchParams('utm=mail&tag=1&page=4');
    const next = writeAssetListState({ ...DEFAULT_ASSET_LIST_STATE, tags: [5] }, current);
    expect(next.toString()).toBe('utm=mail&tag=5');
    expect(current.toString()).toBe('utm=mail&tag=1&page=4');
  });
});

describe('asset library transitions (spec 4)', () => {
  it('switching a tag on or off starts again at page 1', () => {
    const state: AssetListState = { ...DEFAULT_ASSET_LIST_STATE, tags: [3], page: 4 };
    expect(toggleTag(state, 1)).toEqual({ ...state, tags: [1, 3], page: 1 });
    expect(toggleTag(state, 3)).toEqual({ ...state, tags: [], page: 1 });
  });

  it('offers a next page only when the last page came back full (spec 9)', () => {
    expect(hasNextPage(24)).toBe(true);
    expect(hasNextPage(23)).toBe(false);
    expect(hasNextPage(0)).toBe(false);
    expect(hasNextPage(12, 12)).toBe(true);
  });
});

describe('scope path', () => {
  const tree = [
    {
      id: 1,
      code: 'images',
      name: 'Images',
      children: [{ id: 2, code: 'packshots', name: 'Packshots', children: [] }],
    },
    { id: 3, code: 'docs', name: 'Documents', children: [] },
  ];
  it('leads from the root to the scope, or is empty', () => {
    expect(findTreePath(tree, 'packshots').map((s) => s.code)).toEqual(['images', 'packshots']);
    expect(findTreePath(tree, 'docs').map((s) => s.code)).toEqual(['docs']);
    expect(findTreePath(tree, 'nope')).toEqual([]);
    expect(findTreePath(tree, null)).toEqual([]);
  });
});
