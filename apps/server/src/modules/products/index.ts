import { areaPlugin } from '../../plugins/area.ts';
import { productRoutes as productRoutesPlugin } from './product.routes.ts';
// The area listens for its changes (db/changes.ts) wherever its face is loaded.
import './product.changes.ts';

/** The product catalogue: lists with filters, search and facets, product values and associations. */
export {
  firstProducts,
  isStoredProduct,
  listProducts,
  matchingProductIds,
  orderableProducts,
  planProductQuery,
  productAttributeTexts,
  productRows,
} from './product.service.ts';
export { suggestProducts } from './product-suggest.ts';
export { productLabels } from './product-labels.ts';
export { valueOf } from './product-row.ts';
export type { ProductRow } from './product.repository.ts';
export {
  archiveAbsentProducts,
  archiveProducts,
  countProductsInCategory,
  countProductsWithAttribute,
  ensureAssociationTypes,
  insertAssociations,
  insertNumberedProducts,
  loadAncestors,
  productChanged,
  productIdsBySku,
  recomputeProductCategories,
  replaceAssociations,
  setProductsArchived,
  storedProducts,
  writeAssociationType,
  writeProducts,
  type Lineage,
  type NumberedProduct,
  type ProductState,
  type ProductWriteLookup,
} from './product.writer.ts';
export const productRoutes = areaPlugin('products', ['config', 'db'], productRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './product.tables.ts';
