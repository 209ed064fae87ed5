import { areaPlugin } from '../../plugins/area.ts';
import { categoryRoutes as categoryRoutesPlugin } from './category.routes.ts';
// The area listens for its changes (db/changes.ts) wherever its face is loaded.
import './category.changes.ts';

/** The product category tree, translated per locale. */
export { categoryIndex, type CategoryIndex } from './category.service.ts';
export {
  categoryTree,
  clearCategoryCache,
  countSeenProductsWith,
  removeCategory,
} from './category.service.ts';
export const categoryRoutes = areaPlugin('categories', ['db'], categoryRoutesPlugin);
export { CATEGORY_TABLES, writeProductCounts } from './category.writer.ts';
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './category.tables.ts';
