import { mediaRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { listAssets, productAssets } from './asset.service.ts';
import { scopeTags, scopeTree } from './scope.service.ts';
import { sightOf } from '../visibility/index.ts';

/** The asset library: the scope tree, asset lists by scope, tags and search, and a product's assets. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.listScopes),
    handler: async (request) =>
      scopeTree(app.deps, request.locale, await sightOf(app.deps, request.principal)),
  });
  app.route({
    ...contractRoute(app, routes.listScopeAssets),
    handler: async (request) =>
      listAssets(
        app.deps,
        request.locale,
        requestOrigin(request),
        { ...request.query, scope: request.params.code },
        await sightOf(app.deps, request.principal),
      ),
  });
  app.route({
    ...contractRoute(app, routes.listAssets),
    handler: async (request) =>
      listAssets(
        app.deps,
        request.locale,
        requestOrigin(request),
        request.query,
        await sightOf(app.deps, request.principal),
      ),
  });
  app.route({
    ...contractRoute(app, routes.listAssetTags),
    handler: async (request) =>
      scopeTags(app.deps, request.locale, undefined, await sightOf(app.deps, request.principal)),
  });
  app.route({
    ...contractRoute(app, routes.listScopeAssetTags),
    handler: async (request) =>
      scopeTags(app.deps, request.locale, request.params.code, await sightOf(app.deps, request.principal)),
  });
  app.route({
    ...contractRoute(app, routes.listProductAssets),
    handler: async (request) =>
      productAssets(
        app.deps,
        request.locale,
        requestOrigin(request),
        request.params.id,
        request.query.includeParent,
        await sightOf(app.deps, request.principal),
      ),
  });
};
