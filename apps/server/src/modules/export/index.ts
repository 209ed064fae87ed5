import { areaPlugin } from '../../plugins/area.ts';
import { exportFileRoutes as exportFileRoutesPlugin } from './export-file.routes.ts';
import { exportRoutes as exportRoutesPlugin } from './export.routes.ts';

/** Exports of the product list as CSV or XLSX files. */
export { registerExportJobs, EXPORT_JOB, type ExportPayload, type ExportResult } from './export.job.ts';
export { sweepExpiredExports } from './export.service.ts';
/** The streaming XLSX and CSV writer (the console's exports of form results write with it too). */
export { createRowWriter, type Cell, type RowWriter } from './export-writer.ts';
export { insertExportTemplates } from './export.writer.ts';
export const exportRoutes = areaPlugin('export', ['db', 'storage', 'jobs'], exportRoutesPlugin);
/** The prepared files behind the signed links, at the root (EXPORT_FILE_BASE). */
export const exportFileRoutes = areaPlugin('export-files', ['db', 'storage'], exportFileRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './export.tables.ts';
