import { onChange } from '../../db/changes.ts';
import { refreshAssetWords } from './asset.repository.ts';
import { clearMediaIndexCache } from './scope.service.ts';

// Written assets leave the search vocabulary behind; written scopes and tags, the cached tree.
onChange('assets', refreshAssetWords);
onChange('asset-taxonomy', clearMediaIndexCache);
