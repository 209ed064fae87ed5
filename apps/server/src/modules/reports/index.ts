import { areaPlugin } from '../../plugins/area.ts';
import { reportRoutes as reportRoutesPlugin } from './report.routes.ts';

/** Feedback reports and their detail for their author. */
export const reportRoutes = areaPlugin('reports', ['db'], reportRoutesPlugin);
