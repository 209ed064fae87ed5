import { productRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { sightOf } from '../visibility/index.ts';
import { listProducts } from './product.service.ts';

/** The product list: products under filters and search, with their total and facet counts. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.listProducts),
    handler: async (request) =>
      listProducts(app.deps, request.locale, request.query, await sightOf(app.deps, request.principal)),
  });
};
