import { contentRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { sightOf } from '../visibility/index.ts';
import { contentById, contentCategoryTree, listContents } from './content.service.ts';

/** The content library: pages of contents, their category tree and one content with its attachments. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.listContents),
    handler: async (request) =>
      listContents(app.deps, request.locale, request.query, {
        sight: await sightOf(app.deps, request.principal),
      }),
  });
  app.route({
    ...contractRoute(app, routes.listContentCategories),
    handler: async (request) =>
      contentCategoryTree(app.deps, request.locale, await sightOf(app.deps, request.principal)),
  });
  app.route({
    ...contractRoute(app, routes.getContent),
    handler: async (request) =>
      contentById(app.deps, request.locale, request.params.id, await sightOf(app.deps, request.principal)),
  });
};
