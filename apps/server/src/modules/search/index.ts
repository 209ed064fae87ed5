import { areaPlugin } from '../../plugins/area.ts';
import { searchRoutes as searchRoutesPlugin } from './search.routes.ts';

/**
 * Search across the areas: suggestions while a search is typed (products, assets, contents), and
 * the searches made, noted for the console's activity figures.
 */
export const searchRoutes = areaPlugin('search', ['config', 'db'], searchRoutesPlugin);
/** The searches made on the search page, for the console's activity figures and housekeeping. */
export { searchesByDay, topQueries } from './search-log.repository.ts';
export { sweepSearchLog } from './search-log.service.ts';
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './search-log.tables.ts';
