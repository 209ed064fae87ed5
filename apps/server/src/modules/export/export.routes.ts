import { exportRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { registerExportJobs } from './export.job.ts';
import { prepareExport } from './export.service.ts';
import { listTemplates } from './export.repository.ts';
import { sightOf } from '../visibility/index.ts';

/** Export templates and prepared exports of the product list. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The area's jobs are registered with its routes: the runner is there (a declared dependency).
  registerExportJobs(app.deps);

  app.route({
    ...contractRoute(app, routes.listExportTemplates),
    handler: async (request) => listTemplates(app.deps.db, request.locale),
  });

  app.route({
    ...contractRoute(app, routes.prepareExport),
    // Each export is a background job writing a file: bounded like a write.
    config: { tokenInQuery: true, ...writeLimit('export') },
    handler: async (request) => {
      const q = request.query;
      return prepareExport(app.deps, request.locale, {
        templateId: request.params.id,
        order: q.order,
        orderdir: q.orderdir,
        search: q.search?.trim() || undefined,
        filters: q.filters ?? {},
        identifiers: q.identifiers,
        hidden: (await sightOf(app.deps, request.principal)).categories,
      });
    },
  });
};
