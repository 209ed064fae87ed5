/** The product category tree, translated per locale. */
export { categoryRoutes } from './category.routes.ts';
export { categoryIndex, type CategoryIndex } from './category.service.ts';
export { categoryTree } from './category.service.ts';
