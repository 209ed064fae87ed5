/** Feedback reports and their detail for their author. */
export { reportRoutes } from './report.routes.ts';
