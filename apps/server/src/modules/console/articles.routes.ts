import { consoleArticleRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { articleCategories } from '../contents/index.ts';
import {
  articleDetail,
  articlePage,
  changeArticle,
  createArticle,
  deleteArticle,
  publishArticle,
} from './articles.service.ts';

/**
 * Writing articles. Registered inside the console's routes, so their check that the caller is an
 * administrator runs before these read their input.
 */
export const consoleArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // An article is written whole, every language at once: room for several long texts.
  const bodyLimit = 4 * 1024 * 1024;

  app.route({
    ...contractRoute(app, routes.listConsoleArticles),
    handler: (request) => articlePage(deps, request.principal, request.query, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.listConsoleArticleCategories),
    handler: (request) => articleCategories(deps.db, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.getConsoleArticle),
    handler: (request) => articleDetail(deps, request.principal, request.params.id, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.createConsoleArticle),
    config: writeLimit('console'),
    bodyLimit,
    handler: (request) => createArticle(deps, request.principal, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.changeConsoleArticle),
    config: writeLimit('console'),
    bodyLimit,
    handler: (request) =>
      changeArticle(deps, request.principal, request.params.id, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.publishConsoleArticle),
    config: writeLimit('console'),
    handler: (request) =>
      publishArticle(deps, request.principal, request.params.id, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.deleteConsoleArticle),
    config: writeLimit('console'),
    handler: async (request, reply) => {
      await deleteArticle(deps, request.principal, request.params.id, request.locale);
      return reply.code(204).send(null);
    },
  });
};
