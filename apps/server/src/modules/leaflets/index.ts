/** Product leaflets: the locale's template filled with a product's values, sanitised. */
export { leafletRoutes } from './leaflet.routes.ts';
export { renderLeaflet } from './leaflet.service.ts';
