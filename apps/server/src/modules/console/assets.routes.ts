import { consoleAssetRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { assetChoiceList, assetDetail, assetPage, bulkUpdateAssets, updateAsset } from './assets.service.ts';

/**
 * The asset library's lists and edits. Registered inside the console's routes, so their check that
 * the caller is an administrator runs before these read their input.
 */
export const consoleAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.route({
    ...contractRoute(app, routes.listConsoleAssets),
    handler: (request) => assetPage(deps, request.principal, request.query, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.getConsoleAssetChoices),
    handler: (request) => assetChoiceList(deps, request.principal, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.getConsoleAsset),
    handler: (request) => assetDetail(deps, request.principal, request.params.id, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.updateConsoleAsset),
    config: writeLimit('console'),
    handler: (request) =>
      updateAsset(deps, request.principal, request.params.id, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.bulkUpdateConsoleAssets),
    config: writeLimit('console'),
    handler: (request) => bulkUpdateAssets(deps, request.principal, request.body),
  });
};
