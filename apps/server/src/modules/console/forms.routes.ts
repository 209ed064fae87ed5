import { consoleFormRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { formCategoryList, removeFormCategory, writeFormCategory } from './form-categories.service.ts';
import { consoleForm, consoleFormList, deleteConsoleForm, writeConsoleForm } from './forms.service.ts';

/**
 * The forms builder: forms and form categories. Registered inside the console's routes, so their
 * check that the caller is an administrator runs before these read their input.
 */
export const consoleFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.route({
    ...contractRoute(app, routes.listConsoleForms),
    handler: (request) => consoleFormList(deps, request.principal, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.getConsoleForm),
    handler: (request) => consoleForm(deps, request.principal, request.params.id, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.createConsoleForm),
    config: writeLimit('console'),
    handler: (request) => writeConsoleForm(deps, request.principal, null, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.changeConsoleForm),
    config: writeLimit('console'),
    handler: (request) =>
      writeConsoleForm(deps, request.principal, request.params.id, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.deleteConsoleForm),
    config: writeLimit('console'),
    handler: async (request, reply) => {
      await deleteConsoleForm(deps, request.principal, request.params.id);
      return reply.code(204).send(null);
    },
  });
  app.route({
    ...contractRoute(app, routes.listConsoleFormCategories),
    handler: (request) => formCategoryList(deps, request.principal, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.createConsoleFormCategory),
    config: writeLimit('console'),
    handler: (request) => writeFormCategory(deps, request.principal, null, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.changeConsoleFormCategory),
    config: writeLimit('console'),
    handler: (request) =>
      writeFormCategory(deps, request.principal, request.params.id, request.body, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.deleteConsoleFormCategory),
    config: writeLimit('console'),
    handler: async (request, reply) => {
      await removeFormCategory(deps, request.principal, request.params.id, request.locale);
      return reply.code(204).send(null);
    },
  });
};
