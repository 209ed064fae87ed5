import type { ProductCategory } from '@vitrine/contract';
import type { ListPlace } from '@/shared/lists/list-place';

/** The product list as the list kit draws it: its address, category tree and search. */
export const PRODUCT_PLACE: ListPlace<ProductCategory> = {
  path: '/products/list',
  keys: {
    title: 'products.title',
    breadcrumb: 'products.categories.breadcrumb',
    tree: 'products.categories.title',
    all: 'products.categories.all',
    expand: 'products.categories.expand',
    collapse: 'products.categories.collapse',
  },
  label: (category) => category.title,
  search: {
    keys: {
      label: 'products.search.label',
      placeholder: 'products.search.placeholder',
      clear: 'products.search.clear',
    },
    // Products only: choosing one opens its page.
    suggest: { sections: ['products'] },
  },
};
