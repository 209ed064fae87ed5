import { areaPlugin } from '../../plugins/area.ts';
import { downloadFileRoutes as downloadFileRoutesPlugin } from './download-file.routes.ts';
import { downloadRoutes as downloadRoutesPlugin } from './download.routes.ts';

/** The download cart: zips of the cart's files, downloaded or shared by e-mail. */
export const downloadRoutes = areaPlugin(
  'downloads',
  ['config', 'db', 'storage', 'mail'],
  downloadRoutesPlugin,
);
/** The signed links the cart's zips and the assets' original files are downloaded through. */
export const downloadFileRoutes = areaPlugin(
  'download-files',
  ['config', 'db', 'storage'],
  downloadFileRoutesPlugin,
);
export { sweepExpiredDownloads } from './download.service.ts';
export { tellSharersOfEndedRights } from './ended-rights.ts';
/** Cart links made per day, for the console's activity figures. */
export { cartLinksByDay } from './activity.repository.ts';
export {
  findShare,
  listDownloads,
  listShares,
  revokeShareRow,
  type ShareRow,
} from './download.repository.ts';
/** Open cart links and shares that deliver a file (the console lists them before a delete). */
export { openLinksWithFile } from './asset-usage.repository.ts';
/** The streaming zip writer (the import command also packs a folder, and reorders an XLSX file, with it). */
export { createZipWriter } from './zip-writer.ts';
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './download.tables.ts';
