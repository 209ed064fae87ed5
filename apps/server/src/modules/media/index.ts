/** The asset library: assets, their scopes and tags, and files imported into it. */
export { mediaRoutes } from './media.routes.ts';
export { listAssets, securedPath } from './asset.service.ts';
export { assetById, listedAssetsByKeys, productExists } from './asset.repository.ts';
export { importAsset, refreshAssetMeta } from './asset-import.service.ts';
export { scopeTags, scopeTree } from './scope.service.ts';
