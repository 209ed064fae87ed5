import { reportRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import { createReport, findReport, reportList } from './report.service.ts';

/** Feedback reports: sent by users, mailed to the operators, read by their author or an administrator. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.createReport),
    config: writeLimit('form'),
    handler: async (request) =>
      createReport(app.deps, requireUser(request), request.body.name, request.body.description, (error) =>
        request.log.error(error, 'report mail'),
      ),
  });
  app.route({
    ...contractRoute(app, routes.listReports),
    handler: async (request) => reportList(app.deps, requireUser(request), request.query),
  });
  app.route({
    ...contractRoute(app, routes.getReport),
    handler: async (request) => findReport(app.deps, requireUser(request), request.params.id),
  });
};
