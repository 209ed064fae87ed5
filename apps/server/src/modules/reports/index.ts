import { areaPlugin } from '../../plugins/area.ts';
import { reportRoutes as reportRoutesPlugin } from './report.routes.ts';

/** Feedback reports and their detail for their author. */
export const reportRoutes = areaPlugin('reports', ['db'], reportRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './report.tables.ts';
