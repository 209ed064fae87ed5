import { z } from 'zod';
import { Id } from '../common.ts';
import { API_BASE } from '../paths.ts';
import { Report, ReportList, ReportListQuery, ReportRequest } from '../reports.ts';
import { route } from './route.ts';

const tags = ['reports'];

/** Feedback reports: sent by users, mailed to the operators, read by their author or an administrator. */
export const reportRoutes = {
  createReport: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/report/',
    operationId: 'createReport',
    tags,
    summary: 'Sends a report (title and description); it is stored and mailed to the operators',
    body: ReportRequest,
    answer: Report,
    errors: [400, 401, 403],
  }),
  listReports: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/report/',
    operationId: 'listReports',
    tags,
    summary:
      "The user's own reports, or every report for an administrator (?mine=true: their own); " +
      'newest first, a page at a time',
    query: ReportListQuery,
    answer: ReportList,
    errors: [400, 401, 403],
  }),
  getReport: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/report/:id',
    operationId: 'getReport',
    tags,
    summary: 'One report, for its author or an administrator (404 for anyone else)',
    params: z.object({ id: Id }),
    answer: Report,
    errors: [400, 401, 403, 404],
  }),
};
