import type { ContentCategory } from '@vitrine/contract';
import type { ListPlace, ListSort } from '@/shared/lists/list-place';
import type { ContentOrderBy } from './content-list-state';

/** The content list as the list kit draws it: its address, category tree and search. */
export const CONTENT_PLACE: ListPlace<ContentCategory> = {
  path: '/contents/list',
  keys: {
    title: 'contents.title',
    breadcrumb: 'contents.categories.breadcrumb',
    tree: 'contents.categories.title',
    all: 'contents.categories.all',
    expand: 'contents.categories.expand',
    collapse: 'contents.categories.collapse',
  },
  label: (category) => category.title,
  search: {
    keys: {
      label: 'contents.search.label',
      placeholder: 'contents.search.placeholder',
      clear: 'contents.search.clear',
    },
    // Contents only: choosing one opens its page, or its outside link in a new tab.
    suggest: { sections: ['contents'] },
    maxLength: 200,
  },
};

/** Spec 9: contents sort by created or title, ascending or descending. */
export const CONTENT_SORT: ListSort<ContentOrderBy> = {
  fields: [
    { value: 'created', key: 'contents.sort.created' },
    { value: 'title', key: 'contents.sort.title_field' },
  ],
  keys: {
    title: 'contents.sort.title',
    apply: 'contents.sort.apply',
    field: 'contents.sort.field',
    direction: 'contents.sort.direction',
    asc: 'contents.sort.asc',
    desc: 'contents.sort.desc',
  },
};
