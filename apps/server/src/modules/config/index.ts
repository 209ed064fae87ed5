/** The portal's setup, mapping and theme, and the settings store behind them. */
export { configRoutes } from './config.routes.ts';
export { clearConfigCache, guestToken, portalConfig, productMapping } from './config.service.ts';
export { getSetting, putSetting } from './config.repository.ts';
export { signingKey } from './signing-key.ts';
