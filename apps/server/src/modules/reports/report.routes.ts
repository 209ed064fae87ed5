import { Id, Report, ReportList, ReportListQuery, ReportRequest, errorAnswers } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import { createReport, findReport, reportList } from './report.service.ts';

const tags = ['reports'];

/** Feedback reports: sent by users, mailed to the operators, read by their author or an administrator. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/private/report/',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'createReport',
        tags,
        summary: 'Sends a report (title and description); it is stored and mailed to the operators',
        body: ReportRequest,
        response: { 200: Report, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) =>
      createReport(app.deps, requireUser(request), request.body.name, request.body.description, (error) =>
        request.log.error(error, 'report mail'),
      ),
  );
  app.get(
    '/private/report/',
    {
      schema: {
        operationId: 'listReports',
        tags,
        summary:
          "The user's own reports, or every report for an administrator (?mine=true: their own); " +
          'newest first, a page at a time',
        querystring: ReportListQuery,
        response: { 200: ReportList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => reportList(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/private/report/:id',
    {
      schema: {
        operationId: 'getReport',
        tags,
        summary: 'One report, for its author or an administrator (404 for anyone else)',
        params: z.object({ id: Id }),
        response: { 200: Report, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => findReport(app.deps, requireUser(request), request.params.id),
  );
};
