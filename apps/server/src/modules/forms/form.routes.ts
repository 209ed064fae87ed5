import { formRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import { assignedForms, assignForm, unassignForm } from './form-assignment.service.ts';
import { addFormLog, formLogs } from './form-log.service.ts';
import { readFormParts } from './form-parts.ts';
import { formById, listForms, submitResult } from './form.service.ts';
import { sentResult, sentResults } from './sent-result.service.ts';

/** Forms, their results and logs, and forms assigned to users. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.route({
    ...contractRoute(app, routes.listForms),
    handler: async (request) => listForms(deps, request.principal, request.locale, request.query.category),
  });

  app.route({
    ...contractRoute(app, routes.getForm),
    handler: async (request) => formById(deps, request.principal, request.locale, request.params.id),
  });

  app.route({
    ...contractRoute(app, routes.submitFormResult),
    config: writeLimit('upload'),
    handler: async (request) =>
      submitResult(
        deps,
        requireUser(request),
        request.locale,
        request.params.id,
        () => readFormParts(request),
        (error) => request.log.error(error, 'form result mail'),
      ),
  });

  app.route({
    ...contractRoute(app, routes.listSentFormResults),
    handler: async (request) => sentResults(deps.db, requireUser(request), request.locale, request.query),
  });

  app.route({
    ...contractRoute(app, routes.getSentFormResult),
    handler: async (request) => sentResult(deps.db, requireUser(request), request.locale, request.params.id),
  });

  app.route({
    ...contractRoute(app, routes.addFormLogEntry),
    config: writeLimit('form'),
    handler: async (request) =>
      addFormLog(deps, requireUser(request), request.locale, request.params.id, request.body.description),
  });

  app.route({
    ...contractRoute(app, routes.listFormLogEntries),
    handler: async (request) => formLogs(deps, requireUser(request), request.locale, request.params.id),
  });

  app.route({
    ...contractRoute(app, routes.listAssignedForms),
    handler: async (request) => assignedForms(deps, request.principal, request.locale, request.params.userId),
  });

  app.route({
    ...contractRoute(app, routes.assignForm),
    config: writeLimit('form'),
    handler: async (request) =>
      assignForm(deps, request.principal, request.locale, request.params.userId, request.body.form_id),
  });

  app.route({
    ...contractRoute(app, routes.withdrawFormAssignment),
    config: writeLimit('form'),
    handler: async (request, reply) => {
      await unassignForm(deps, request.principal, request.params.userId, request.params.formId);
      return reply.code(204).send(null);
    },
  });
};
