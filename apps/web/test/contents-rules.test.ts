import { describe, expect, it } from 'vitest';
import type { Content, ContentCategory } from '@vitrine/contract';
import { attachmentFiles, toAttachmentFile } from '../src/features/contents/lib/attachments';
import { findTreePath } from '../src/shared/lists/tree-path';
import { visibleCategories } from '../src/features/contents/lib/category-tree';
import { groupByCategory } from '../src/features/contents/lib/content-groups';
import { externalLink, parseContentId } from '../src/features/contents/lib/content-link';
import {
  DEFAULT_CONTENT_LIST_STATE,
  contentSearchPath,
  parseContentListState,
  writeContentListState,
} from '../src/features/contents/lib/content-list-state';
import { parseSearchState, writeSearchState } from '../src/features/search/lib/search-state';
import { assetSearchPath } from '../src/features/assets/lib/asset-list-state';
import { productSearchPath } from '../src/features/products/lib/list-query-state';

const parse = (query: string) => parseContentListState(new URLSearchParams(query));

function content(id: number, categories: string[], extra: Partial<Content> = {}): Content {
  return {
    id,
    title: `Content ${id}`,
    introduction: '',
    text: '',
    created: 1_795_122_000,
    link: null,
    categories: categories.map((title) => ({ title })),
    sorting_priority: 0,
    attachments: [],
    thumbnail: null,
    ...extra,
  };
}

const none = {
  file: null,
  image_small: null,
  image_large: null,
  media_file: null,
  media_image_small: null,
  media_image_large: null,
};

describe('content list settings in the URL', () => {
  it('defaults to the newest first, page 1 of 24, no search (spec 9)', () => {
    expect(parse('')).toEqual({ search: '', page: 1, orderBy: 'created', orderDir: 'desc', limit: 24 });
    expect(DEFAULT_CONTENT_LIST_STATE).toEqual(parse(''));
  });

  it('reads every setting and drops unusable values one by one', () => {
    expect(parse('search=+care+&page=3&orderBy=title&orderDir=ASC&limit=60')).toEqual({
      search: 'care',
      page: 3,
      orderBy: 'title',
      orderDir: 'asc',
      limit: 60,
    });
    expect(parse('page=0&orderBy=name&orderDir=up&limit=25')).toEqual(DEFAULT_CONTENT_LIST_STATE);
    expect(parse('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeContentListState(DEFAULT_CONTENT_LIST_STATE).toString()).toBe('');
    const written = writeContentListState(
      { ...DEFAULT_CONTENT_LIST_STATE, search: 'care', page: 2, limit: 12 },
      new URLSearchParams('x=1&page=9'),
    );
    expect(written.toString()).toBe('x=1&search=care&page=2&limit=12');
  });
});

describe('links from the search page to the full lists', () => {
  it('carry the text in the parameter each list reads', () => {
    expect(contentSearchPath(' care ')).toBe('/contents/list?search=care');
    expect(contentSearchPath('')).toBe('/contents/list');
    expect(assetSearchPath('lamp')).toBe('/asset/list?search=lamp');
    expect(productSearchPath('lamp')).toBe(`/products/list?query=${encodeURIComponent('{"search":"lamp"}')}`);
    expect(productSearchPath('')).toBe('/products/list');
  });
});

describe('search page settings in the URL', () => {
  const sections = ['products', 'assets', 'contents'];
  it('reads the text and the sections switched off, leniently', () => {
    expect(parseSearchState(new URLSearchParams(''), sections)).toEqual({ query: '', off: [] });
    expect(parseSearchState(new URLSearchParams('q=+lamp+&off=assets,nope,assets'), sections)).toEqual({
      query: 'lamp',
      off: ['assets'],
    });
  });

  it('writes them back over other parameters', () => {
    const params = writeSearchState({ query: 'lamp', off: ['contents'] }, new URLSearchParams('x=1&q=old'));
    expect(params.toString()).toBe('x=1&q=lamp&off=contents');
    expect(writeSearchState({ query: '', off: [] }, new URLSearchParams('q=old')).toString()).toBe('');
  });
});

describe('content rules', () => {
  it('opens only http(s) links outside the portal', () => {
    expect(externalLink({ link: ' https://example.com/a ' })).toBe('https://example.com/a');
    expect(externalLink({ link: 'javascript:alert(1)' })).toBeNull();
    expect(externalLink({ link: 'not a url' })).toBeNull();
    expect(externalLink({ link: null })).toBeNull();
  });

  it('reads a content id from the route', () => {
    expect(parseContentId('12')).toBe(12);
    expect(parseContentId('0')).toBeNull();
    expect(parseContentId('1e3')).toBeNull();
    expect(parseContentId(undefined)).toBeNull();
  });

  it('groups contents by category title, uncategorised last', () => {
    const groups = groupByCategory([
      content(1, ['Care']),
      content(2, ['Installation', 'Care']),
      content(3, []),
      content(4, ['Installation']),
    ]);
    expect(groups.map((g) => [g.title, g.contents.map((c) => c.id)])).toEqual([
      ['Care', [1, 2]],
      ['Installation', [2, 4]],
      [null, [3]],
    ]);
  });

  it('shows the category tree in order, without the dashboard category', () => {
    const node = (id: number, code: string, order: number, children: ContentCategory[] = []) => ({
      id,
      code,
      title: code,
      order,
      children,
    });
    const tree = [node(1, 'b', 1, [node(3, 'dash', 0), node(4, 'c', 1)]), node(2, 'a', 0)];
    const visible = visibleCategories(tree, 'dash');
    expect(visible.map((c) => c.code)).toEqual(['a', 'b']);
    expect(visible[1].children.map((c) => c.code)).toEqual(['c']);
    expect(findTreePath(visible, 'c').map((c) => c.code)).toEqual(['b', 'c']);
    expect(findTreePath(visible, 'dash')).toEqual([]);
  });
});

describe('attachments', () => {
  it('takes a media asset with its name (without extension) and its picture', () => {
    const file = toAttachmentFile({
      ...none,
      media_file: { name: 'Datasheet.PDF', url: '/pim/media/assets/ab/cd/x.pdf' },
      media_image_small: { name: 'Datasheet.PDF', url: '/pim/media/assets/ab/cd/x.pdf' },
    });
    expect(file).toEqual({
      name: 'Datasheet',
      url: '/pim/media/assets/ab/cd/x.pdf',
      ext: 'pdf',
      preview: '/pim/media/assets/ab/cd/x.pdf',
    });
  });

  it('takes a stored file, named after its path, and draws no picture of a film', () => {
    expect(toAttachmentFile({ ...none, file: '/pim/media/contents/Showroom%20film.mp4' })).toEqual({
      name: 'Showroom film',
      url: '/pim/media/contents/Showroom%20film.mp4',
      ext: 'mp4',
      preview: null,
    });
    expect(toAttachmentFile(none)).toBeNull();
  });

  it('lists each file once, in order', () => {
    const a = { ...none, file: '/pim/media/a.pdf' };
    const b = { ...none, image_large: '/pim/media/b.jpg' };
    expect(attachmentFiles({ attachments: [a, b, a, none] }).map((f) => f.url)).toEqual([
      '/pim/media/a.pdf',
      '/pim/media/b.jpg',
    ]);
  });
});
