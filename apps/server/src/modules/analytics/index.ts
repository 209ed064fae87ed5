import { areaPlugin } from '../../plugins/area.ts';
import { analyticsRoutes as analyticsRoutesPlugin } from './analytics.routes.ts';

/** Analytics: page views and cart events stored first-party when the setup enables it. */
export { analyticsEnabled, recordEvent } from './analytics.service.ts';
/** Page views over a range of days, for the console's activity figures. */
export { pageViewsByDay, topPages } from './activity.repository.ts';
export const analyticsRoutes = areaPlugin('analytics', ['config', 'db'], analyticsRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './analytics.tables.ts';
