/** Analytics: page views and cart events stored first-party when the setup enables it. */
export { analyticsRoutes } from './analytics.routes.ts';
export { recordEvent } from './analytics.service.ts';
