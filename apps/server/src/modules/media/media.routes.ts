import {
  AssetList,
  AssetScopeList,
  AssetTagList,
  Id,
  MediaQuery,
  ProductAssets,
  ProductAssetsQuery,
} from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { listAssets, productAssets } from './asset.service.ts';
import { scopeTags, scopeTree } from './scope.service.ts';

const tags = ['media'];
const Code = z.object({ code: z.string().min(1).max(100) });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private/media/scopes',
    {
      schema: {
        operationId: 'listScopes',
        tags,
        summary: 'The asset category (scope) tree',
        response: { 200: AssetScopeList },
      },
    },
    async (request) => scopeTree(app.deps, request.locale),
  );
  app.get(
    '/private/media/scopes/:code',
    {
      schema: {
        operationId: 'listScopeAssets',
        tags,
        summary: 'Assets of a scope and its sub-scopes; a full page means there may be a next one',
        params: Code,
        querystring: MediaQuery,
        response: { 200: AssetList },
      },
    },
    async (request) =>
      listAssets(app.deps, request.locale, requestOrigin(request), {
        ...request.query,
        scope: request.params.code,
      }),
  );
  app.get(
    '/private/media/',
    {
      schema: {
        operationId: 'listAssets',
        tags,
        summary: 'Assets under tags and search; a full page means there may be a next one',
        querystring: MediaQuery,
        response: { 200: AssetList },
      },
    },
    async (request) => listAssets(app.deps, request.locale, requestOrigin(request), request.query),
  );
  app.get(
    '/private/media/tags/scopes',
    {
      schema: {
        operationId: 'listAssetTags',
        tags,
        summary: 'Tags carried by listed assets',
        response: { 200: AssetTagList },
      },
    },
    async (request) => scopeTags(app.deps, request.locale),
  );
  app.get(
    '/private/media/tags/scopes/:code',
    {
      schema: {
        operationId: 'listScopeAssetTags',
        tags,
        summary: 'Tags carried by the assets of a scope and its sub-scopes',
        params: Code,
        response: { 200: AssetTagList },
      },
    },
    async (request) => scopeTags(app.deps, request.locale, request.params.code),
  );
  app.get(
    '/private/media/product/:id',
    {
      schema: {
        operationId: 'listProductAssets',
        tags,
        summary: "A product's assets (and its parent's with includeParent), grouped by asset name",
        params: z.object({ id: Id }),
        querystring: ProductAssetsQuery,
        response: { 200: ProductAssets },
      },
    },
    async (request) =>
      productAssets(
        app.deps,
        request.locale,
        requestOrigin(request),
        request.params.id,
        request.query.includeParent,
      ),
  );
};
