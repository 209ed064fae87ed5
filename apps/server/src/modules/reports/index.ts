import { areaPlugin } from '../../plugins/area.ts';
import { reportRoutes as reportRoutesPlugin } from './report.routes.ts';

/** Feedback reports, their list and detail, and the mails that bring them to the operators. */
export { mailOperators } from './operator-mail.ts';
export { deleteReportsOf, reportsOf } from './report.repository.ts';
/** Everyone's reports for the operator console: listed, opened, marked read or answered. */
export {
  lockReport,
  receivedReportRow,
  receivedReportRows,
  updateReportState,
  type ReceivedReportFilter,
  type ReceivedReportRow,
} from './received-report.repository.ts';
export const reportRoutes = areaPlugin('reports', ['config', 'db', 'mail'], reportRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './report.tables.ts';
