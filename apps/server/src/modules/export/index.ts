/** Exports of the product list as CSV or XLSX files. */
export { exportRoutes } from './export.routes.ts';
export { exportFileRoutes } from './export-file.routes.ts';
export { registerExportJobs, EXPORT_JOB, type ExportPayload, type ExportResult } from './export.job.ts';
export { sweepExpiredExports } from './export.service.ts';
export { insertExportTemplates } from './export.writer.ts';
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './export.tables.ts';
