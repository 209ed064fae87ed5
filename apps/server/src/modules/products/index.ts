/** The product catalogue: lists with filters, search and facets, product values and associations. */
export { productRoutes } from './product.routes.ts';
export { listProducts, planProductQuery } from './product.service.ts';
export { valueOf } from './product-row.ts';
export { loadProducts, queryProductPage, type ProductRow } from './product.repository.ts';
export { refreshCounts, searchableCodes, searchVector } from './product-index.repository.ts';
