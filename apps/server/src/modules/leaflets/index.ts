import { areaPlugin } from '../../plugins/area.ts';
import { leafletRoutes as leafletRoutesPlugin } from './leaflet.routes.ts';

/** Product leaflets: the locale's template filled with a product's values, sanitised; alone or as a page. */
export { renderLeaflet, renderLeafletPage } from './leaflet.service.ts';
export { insertLeafletTemplate } from './leaflet.writer.ts';
export const leafletRoutes = areaPlugin('leaflets', ['config', 'db'], leafletRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './leaflet.tables.ts';
