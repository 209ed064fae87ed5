import { categoryRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { sightOf } from '../visibility/index.ts';
import { categoryById, categoryTree } from './category.service.ts';

/** The product category tree with product counts, and one category with its sub-categories. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.listCategories),
    handler: async (request) => {
      const { categories } = await sightOf(app.deps, request.principal);
      return categoryTree(app.db, request.locale, request.query.filters?.code, categories);
    },
  });
  app.route({
    ...contractRoute(app, routes.getCategory),
    handler: async (request) => {
      const { categories } = await sightOf(app.deps, request.principal);
      return categoryById(app.db, request.locale, request.params.id, categories);
    },
  });
};
