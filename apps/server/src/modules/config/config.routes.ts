import { configRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { portalConfig } from './config.service.ts';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.getConfig),
    handler: async (request) => portalConfig(app.deps, requestOrigin(request)),
  });
};
