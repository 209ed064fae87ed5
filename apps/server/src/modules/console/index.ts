import { areaPlugin } from '../../plugins/area.ts';
import { consoleRoutes as consoleRoutesPlugin } from './console.routes.ts';
import { receivedFileRoutes as receivedFileRoutesPlugin } from './received-file.routes.ts';

/** The operator console: account requests, users and their roles, the audit log. */
export { recordChange, sweepAuditLog, type Actor, type Change } from './audit.service.ts';
export type { BackgroundImports, ImportRecord, SentImport } from './background-imports.ts';
export { sweepAssetUploads } from './asset-uploads.ts';
export const consoleRoutes = areaPlugin(
  'console',
  ['config', 'db', 'mail', 'storage', 'jobs'],
  consoleRoutesPlugin,
);
/** The files behind the links of what people sent, at the root (RECEIVED_FILE_BASE). */
export const receivedFileRoutes = areaPlugin('received-files', ['db', 'storage'], receivedFileRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './audit.tables.ts';
