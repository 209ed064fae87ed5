import {
  Content,
  ContentCategoryList,
  ContentListAnswer,
  ContentQuery,
  Id,
  errorAnswers,
} from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentById, contentCategoryTree, listContents } from './content.service.ts';

const tags = ['contents'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private/content/',
    {
      schema: {
        operationId: 'listContents',
        tags,
        summary:
          'A page of contents with the total: newest first by default, by relevance while searching; ' +
          'filters[category] takes a category code (its sub-categories included), filters[product] a product id',
        querystring: ContentQuery,
        response: { 200: ContentListAnswer, ...errorAnswers(400, 401) },
      },
    },
    async (request) => listContents(app.deps, request.locale, request.query),
  );
  app.get(
    '/private/content/categories',
    {
      schema: {
        operationId: 'listContentCategories',
        tags,
        summary: "The content category tree, without the dashboard's category",
        response: { 200: ContentCategoryList, ...errorAnswers(401) },
      },
    },
    async (request) => contentCategoryTree(app.deps, request.locale),
  );
  app.get(
    '/private/content/:id',
    {
      schema: {
        operationId: 'getContent',
        tags,
        summary: 'One content with its attachments',
        params: z.object({ id: Id }),
        response: { 200: Content, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => contentById(app.deps, request.locale, request.params.id),
  );
};
