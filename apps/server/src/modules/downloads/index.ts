/** The download cart: zips of the cart's files, downloaded or shared by e-mail. */
export { downloadRoutes } from './download.routes.ts';
export { downloadFileRoutes } from './download-file.routes.ts';
export { sweepExpiredDownloads } from './download.service.ts';
