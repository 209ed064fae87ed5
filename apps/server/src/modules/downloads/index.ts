/** The download cart: zips of the cart's files, downloaded or shared by e-mail. */
export { downloadRoutes } from './download.routes.ts';
export { downloadFileRoutes } from './download-file.routes.ts';
export { sweepExpiredDownloads } from './download.service.ts';
/** The streaming zip writer (the import command also packs a folder with it). */
export { createZipWriter } from './zip-writer.ts';
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './download.tables.ts';
