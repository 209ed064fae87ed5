import { areaPlugin } from '../../plugins/area.ts';
import { mediaRoutes as mediaRoutesPlugin } from './media.routes.ts';
// The area listens for its changes (db/changes.ts) wherever its face is loaded.
import './media.changes.ts';

/** The asset library: assets, their scopes and tags, and files imported into it. */
export {
  assetFiles,
  assetsAwaitingFiles,
  assetUrl,
  downloadableAsset,
  filesOutOfRights,
  listedAssetKeys,
  listAssets,
  productAssets,
  securedPath,
  suggestAssets,
  type AssetFile,
} from './asset.service.ts';
export { importAsset, readFileMeta, storeAssetFileMeta } from './asset-import.service.ts';
export {
  ASSET_SCOPE_TABLES,
  insertNumberedAssets,
  linkProductAssets,
  setAssetsArchived,
  writeAssetTag,
  type NumberedAsset,
} from './asset.writer.ts';
export {
  archiveImportedAssetsExcept,
  importedAssets,
  writeImportedAsset,
  type ImportedAsset,
} from './asset-sync.writer.ts';
export { scopeTags, scopeTree } from './scope.service.ts';
export {
  assertAsset,
  assertScopes,
  assetFileWithVersions,
  assetMediaUsage,
  createAssetFromFile,
  deleteAsset,
  replaceAssetFile,
  type CheckedAssetFile,
} from './asset-file.service.ts';
export const mediaRoutes = areaPlugin('media', ['config', 'db'], mediaRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './media.tables.ts';
export type * from './asset-version.tables.ts';
export { assetChoices, consoleAsset, consoleAssets } from './asset-console.service.ts';
export { existingIds as storedAssetItems, type ConsoleAssetRecord } from './asset-console.repository.ts';
export {
  bulkEditAssets,
  claimEndedRights,
  lockAsset,
  lockAssets,
  windowsInverted,
  writeConsoleAsset,
} from './asset-edit.writer.ts';
