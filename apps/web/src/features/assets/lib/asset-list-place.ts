import type { AssetScope } from '@vitrine/contract';
import type { ListPlace, ListSort } from '@/shared/lists/list-place';
import type { AssetOrderBy } from './asset-list-state';

/** The asset library as the list kit draws it: its address, scope tree and search. */
export const ASSET_PLACE: ListPlace<AssetScope> = {
  path: '/asset/list',
  keys: {
    title: 'assets.title',
    breadcrumb: 'assets.library.breadcrumb',
    tree: 'assets.library.scopes_title',
    all: 'assets.library.scopes_all',
    expand: 'assets.library.scopes_expand',
    collapse: 'assets.library.scopes_collapse',
  },
  label: (scope) => scope.name,
  search: {
    keys: {
      label: 'assets.library.search_label',
      placeholder: 'assets.library.search_placeholder',
      clear: 'assets.library.search_clear',
    },
    // Assets only: choosing one shows it in the library, its preview open.
    suggest: { sections: ['assets'] },
    maxLength: 200,
  },
};

/** Spec 9: assets sort by created or name, ascending or descending. */
export const ASSET_SORT: ListSort<AssetOrderBy> = {
  fields: [
    { value: 'created', key: 'assets.library.sort_created' },
    { value: 'name', key: 'assets.library.sort_name' },
  ],
  keys: {
    title: 'assets.library.sort_title',
    apply: 'assets.library.sort_apply',
    field: 'assets.library.sort_field',
    direction: 'assets.library.sort_direction',
    asc: 'assets.library.sort_asc',
    desc: 'assets.library.sort_desc',
  },
};
