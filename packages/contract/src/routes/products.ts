import { ProductListAnswer, ProductQuery } from '../catalogue.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

/** The product list: products under filters and search, with their total and facet counts. */
export const productRoutes = {
  listProducts: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/product/',
    operationId: 'listProducts',
    tags: ['catalogue'],
    summary: 'Products under filters and search, with total and (facets=1) facet counts',
    query: ProductQuery,
    answer: ProductListAnswer,
  }),
};
