import { localeRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { locales } from './locale.service.ts';

export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.listLocales),
    handler: async () => locales(app.deps.db),
  });
};
