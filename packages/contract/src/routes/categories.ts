import { z } from 'zod';
import { ProductCategory, ProductCategoryList } from '../catalogue.ts';
import { Id } from '../common.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

/** The product category tree with product counts, and one category with its sub-categories. */
export const categoryRoutes = {
  listCategories: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/category/',
    operationId: 'listCategories',
    tags: ['catalogue'],
    summary: 'The category tree with product counts',
    query: z.object({ filters: z.object({ code: z.string().max(100).optional() }).optional() }),
    answer: ProductCategoryList,
  }),
  getCategory: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/category/:id',
    operationId: 'getCategory',
    tags: ['catalogue'],
    summary: 'One category with its sub-categories',
    params: z.object({ id: Id }),
    answer: ProductCategory,
  }),
};
