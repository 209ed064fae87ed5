import { errorAnswers, ExportQuery, ExportTemplateList, Id, UrlAnswer } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areaPlugin } from '../../plugins/area.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { registerExportJobs } from './export.job.ts';
import { prepareExport } from './export.service.ts';
import { listTemplates } from './export.repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // The area's jobs are registered with its routes: the runner is there (a declared dependency).
  registerExportJobs(app.deps);

  app.get(
    '/private/export/template',
    {
      schema: {
        operationId: 'listExportTemplates',
        tags: ['export'],
        summary: 'Export templates',
        response: { 200: ExportTemplateList },
      },
    },
    async (request) => listTemplates(app.deps.db, request.locale),
  );

  app.get(
    '/private/export/template/:id/download',
    {
      // Each export is a background job writing a file: bounded like a write.
      config: { tokenInQuery: true, ...writeLimit('export') },
      schema: {
        operationId: 'prepareExport',
        tags: ['export'],
        summary:
          'Prepare an XLSX or CSV export of the products under the given filters; answers a signed link',
        params: z.object({ id: Id }),
        querystring: ExportQuery,
        // The export job's queue refuses when too many wait: 503 busy.
        response: { 200: UrlAnswer, ...errorAnswers(503) },
      },
    },
    async (request) => {
      const q = request.query;
      return prepareExport(app.deps, request.locale, {
        templateId: request.params.id,
        order: q.order,
        orderdir: q.orderdir,
        search: q.search?.trim() || undefined,
        filters: q.filters ?? {},
        identifiers: q.identifiers,
      });
    },
  );
};

/** Export templates and prepared exports of the product list. */
export const exportRoutes = areaPlugin('export', ['db', 'storage', 'jobs'], routes);
