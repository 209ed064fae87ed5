import { areaPlugin } from '../../plugins/area.ts';
import { analyticsRoutes as analyticsRoutesPlugin } from './analytics.routes.ts';

/** Analytics: page views and cart events stored first-party when the setup enables it. */
export { recordEvent } from './analytics.service.ts';
export const analyticsRoutes = areaPlugin('analytics', ['config', 'db'], analyticsRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './analytics.tables.ts';
