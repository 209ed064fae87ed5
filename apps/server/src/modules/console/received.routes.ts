import { consoleReceivedRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import {
  changeReportState,
  exportLink,
  receivedFormList,
  reportDetail,
  reportPage,
  resultDetail,
  resultPage,
} from './received.service.ts';

/**
 * What people sent: form results and reports. Registered inside the console's routes, so their
 * check that the caller is an administrator runs before these read their input.
 */
export const consoleReceivedRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.route({
    ...contractRoute(app, routes.listReceivedForms),
    handler: (request) => receivedFormList(deps, request.principal, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.listReceivedResults),
    handler: (request) => resultPage(deps, request.principal, request.query, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.getReceivedResult),
    handler: (request) => resultDetail(deps, request.principal, request.params.id, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.prepareReceivedExport),
    // Each export is a file written from every result of a form: bounded like the product export.
    config: writeLimit('export'),
    handler: (request) =>
      exportLink(deps, request.principal, request.params.id, request.query, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.listReceivedReports),
    handler: (request) => reportPage(deps, request.principal, request.query),
  });
  app.route({
    ...contractRoute(app, routes.getReceivedReport),
    handler: (request) => reportDetail(deps, request.principal, request.params.id),
  });
  app.route({
    ...contractRoute(app, routes.changeReceivedReport),
    config: writeLimit('console'),
    handler: (request) => changeReportState(deps, request.principal, request.params.id, request.body),
  });
};
