import { areaPlugin } from '../../plugins/area.ts';
import { mediaRoutes as mediaRoutesPlugin } from './media.routes.ts';

/** The asset library: assets, their scopes and tags, and files imported into it. */
export {
  assetFiles,
  assetUrl,
  listAssets,
  productAssets,
  securedPath,
  suggestAssets,
  type AssetFile,
} from './asset.service.ts';
export { assetById, listedAssetsByKeys, refreshAssetWords } from './asset.repository.ts';
export { importAsset, readFileMeta, refreshAssetMeta } from './asset-import.service.ts';
export {
  ASSET_SCOPE_TABLES,
  insertNumberedAssets,
  linkProductAssets,
  setAssetsArchived,
  writeAssetTag,
  type NumberedAsset,
} from './asset-import.repository.ts';
export {
  archiveImportedAssetsExcept,
  importedAssets,
  writeImportedAsset,
  type ImportedAsset,
} from './asset-sync.repository.ts';
export { clearMediaIndexCache, scopeTags, scopeTree } from './scope.service.ts';
export const mediaRoutes = areaPlugin('media', ['config', 'db'], mediaRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './media.tables.ts';
