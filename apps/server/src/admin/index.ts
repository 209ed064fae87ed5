/** The admin API a PIM pushes changes to, opened by admin API tokens created from the command line. */
export { adminRoutes } from './admin.routes.ts';
export {
  createAdminToken,
  listAdminTokens,
  revokeAdminToken,
  TokenNameError,
} from './admin-token.service.ts';
export { runAdminImport, ADMIN_IMPORT_JOB, sweepFinishedImports } from './admin-import.service.ts';
/** The imports the operator console starts and lists: registered by the app before its routes. */
export { backgroundImportsPlugin } from './background-imports.ts';
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './admin.tables.ts';
