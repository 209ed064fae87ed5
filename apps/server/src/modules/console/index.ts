import { areaPlugin } from '../../plugins/area.ts';
import { consoleRoutes as consoleRoutesPlugin } from './console.routes.ts';

/** The operator console: account requests, users and their roles, the audit log. */
export { recordChange, sweepAuditLog, type Actor, type Change } from './audit.service.ts';
export type { BackgroundImports, ImportRecord, SentImport } from './background-imports.ts';
export const consoleRoutes = areaPlugin(
  'console',
  ['config', 'db', 'mail', 'storage', 'jobs'],
  consoleRoutesPlugin,
);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './audit.tables.ts';
