import { areaPlugin } from '../../plugins/area.ts';
import { searchRoutes as searchRoutesPlugin } from './search.routes.ts';

/** Search across the areas: suggestions while a search is typed (products, assets, contents). */
export const searchRoutes = areaPlugin('search', ['config', 'db'], searchRoutesPlugin);
