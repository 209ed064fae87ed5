/** The portal's locales and the locale of each request. */
export { localeRoutes } from './locale.routes.ts';
export { locales, localeSettings } from './locale.service.ts';
export { requestLocalePlugin } from './request-locale.plugin.ts';
