import { Id, ProductCategory, ProductCategoryList } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryById, categoryTree } from './category.service.ts';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private/category/',
    {
      schema: {
        operationId: 'listCategories',
        tags: ['catalogue'],
        summary: 'The category tree with product counts',
        querystring: z.object({ filters: z.object({ code: z.string().max(100).optional() }).optional() }),
        response: { 200: ProductCategoryList },
      },
    },
    async (request) => categoryTree(app.db, request.locale, request.query.filters?.code),
  );
  app.get(
    '/private/category/:id',
    {
      schema: {
        operationId: 'getCategory',
        summary: 'One category with its sub-categories',
        tags: ['catalogue'],
        params: z.object({ id: Id }),
        response: { 200: ProductCategory },
      },
    },
    async (request) => categoryById(app.db, request.locale, request.params.id),
  );
};
