import { areaPlugin } from '../../plugins/area.ts';
import { localeRoutes as localeRoutesPlugin } from './locale.routes.ts';

/** The portal's locales and the locale of each request. */
export { locales, localeSettings } from './locale.service.ts';
export { insertLocales } from './locale.writer.ts';
export { requestLocalePlugin } from './request-locale.plugin.ts';
export const localeRoutes = areaPlugin('locales', ['db'], localeRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './locale.tables.ts';
