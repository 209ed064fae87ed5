import { searchRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { suggest } from './suggestion.service.ts';

/** Suggestions while a search is typed, across products, assets and contents. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.suggestSearch),
    handler: async (request) => suggest(app.deps, request.locale, requestOrigin(request), request.query),
  });
};
