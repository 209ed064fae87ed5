import { areaPlugin } from '../../plugins/area.ts';
import { analyticsRoutes as analyticsRoutesPlugin } from './analytics.routes.ts';

/** Analytics: page views and cart events stored first-party when the setup enables it. */
export { analyticsEnabled, recordEvent } from './analytics.service.ts';
/** What was recorded over a range of days, for the console's activity figures. */
export { eventsByDay, topPages } from './activity.repository.ts';
export const analyticsRoutes = areaPlugin('analytics', ['config', 'db'], analyticsRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './analytics.tables.ts';
