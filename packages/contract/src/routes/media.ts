import { z } from 'zod';
import { Id } from '../common.ts';
import {
  AssetList,
  AssetScopeList,
  AssetTagList,
  MediaQuery,
  ProductAssets,
  ProductAssetsQuery,
} from '../media.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['media'];
const Code = z.object({ code: z.string().min(1).max(100) });

/** The asset library: the scope tree, asset lists by scope, tags and search, and a product's assets. */
export const mediaRoutes = {
  listScopes: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/media/scopes',
    operationId: 'listScopes',
    tags,
    summary: 'The asset category (scope) tree',
    answer: AssetScopeList,
  }),
  listScopeAssets: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/media/scopes/:code',
    operationId: 'listScopeAssets',
    tags,
    summary: 'Assets of a scope and its sub-scopes; a full page means there may be a next one',
    params: Code,
    query: MediaQuery,
    answer: AssetList,
  }),
  listAssets: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/media/',
    operationId: 'listAssets',
    tags,
    summary: 'Assets under tags and search; a full page means there may be a next one',
    query: MediaQuery,
    answer: AssetList,
  }),
  listAssetTags: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/media/tags/scopes',
    operationId: 'listAssetTags',
    tags,
    summary: 'Tags carried by listed assets',
    answer: AssetTagList,
  }),
  listScopeAssetTags: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/media/tags/scopes/:code',
    operationId: 'listScopeAssetTags',
    tags,
    summary: 'Tags carried by the assets of a scope and its sub-scopes',
    params: Code,
    answer: AssetTagList,
  }),
  listProductAssets: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/media/product/:id',
    operationId: 'listProductAssets',
    tags,
    summary: "A product's assets (and its parent's with includeParent), grouped by asset name",
    params: z.object({ id: Id }),
    query: ProductAssetsQuery,
    answer: ProductAssets,
  }),
};
