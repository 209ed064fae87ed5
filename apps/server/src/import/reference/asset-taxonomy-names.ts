import path from 'node:path';

/** Asset scopes and tags files look like categories and options files: they are known by name. */
export const ASSET_SCOPES_FILE = /^asset[-_]scopes\.(csv|xlsx)$/i;
export const ASSET_TAGS_FILE = /^asset[-_]tags\.(csv|xlsx)$/i;

export const isAssetTaxonomyFile = (file: string) =>
  ASSET_SCOPES_FILE.test(path.basename(file)) || ASSET_TAGS_FILE.test(path.basename(file));
