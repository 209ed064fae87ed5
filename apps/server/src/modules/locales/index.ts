import { areaPlugin } from '../../plugins/area.ts';
import { localeRoutes as localeRoutesPlugin } from './locale.routes.ts';
// The area listens for its changes (db/changes.ts) wherever its face is loaded.
import './locale.changes.ts';

/** The portal's locales, which of them it offers, and the locale of each request. */
export {
  allLocales,
  clearLocaleCache,
  locales,
  localeSettings,
  offeredLocaleSettings,
  type PortalLocale,
} from './locale.service.ts';
export { insertLocales, saveOfferedLocales } from './locale.writer.ts';
export { requestLocalePlugin } from './request-locale.plugin.ts';
export const localeRoutes = areaPlugin('locales', ['db'], localeRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './locale.tables.ts';
