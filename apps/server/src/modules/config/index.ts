import { areaPlugin } from '../../plugins/area.ts';
import { configRoutes as configRoutesPlugin } from './config.routes.ts';
// The area listens for its changes (db/changes.ts) wherever its face is loaded.
import './config.changes.ts';

/** The portal's setup, mapping and theme, and the settings store behind them. */
export {
  clearConfigCache,
  dashboardContentCode,
  guestToken,
  mailSender,
  portalConfig,
  portalTimeZone,
  productMapping,
} from './config.service.ts';
export { getSetting, putSetting, type StoredOverrides } from './config.settings.ts';
export { readEditableSettings, saveSettings, type EditableSettings } from './config.writer.ts';
export { storeBrandImage, sweepBrandFiles } from './brand-files.ts';
export { signingKey } from './signing-key.ts';
export const configRoutes = areaPlugin('config', ['config', 'db', 'storage'], configRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './config.tables.ts';
