import { ProductListAnswer, ProductQuery } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listProducts } from './product.service.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private/product/',
    {
      schema: {
        operationId: 'listProducts',
        tags: ['catalogue'],
        summary: 'Products under filters and search, with total and (facets=1) facet counts',
        querystring: ProductQuery,
        response: { 200: ProductListAnswer },
      },
    },
    async (request) => listProducts(app.deps, request.locale, request.query),
  );
};
