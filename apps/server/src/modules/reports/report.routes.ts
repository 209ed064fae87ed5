import { Report, ReportRequest } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import { createReport, findReport } from './report.service.ts';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/private/report/',
    {
      config: writeLimit('form'),
      schema: { tags: ['reports'], body: ReportRequest, response: { 200: Report } },
    },
    async (request) =>
      createReport(app.deps.db, requireUser(request), request.body.name, request.body.description),
  );
  app.get(
    '/private/report/:id',
    {
      schema: {
        tags: ['reports'],
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
        response: { 200: Report },
      },
    },
    async (request) => findReport(app.deps.db, requireUser(request), request.params.id),
  );
};
