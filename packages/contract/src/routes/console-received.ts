import { z } from 'zod';
import { EXPORT_FILE_TYPES, UrlAnswer } from '../catalogue.ts';
import { Id } from '../common.ts';
import {
  ReceivedExportQuery,
  ReceivedFormList,
  ReceivedReport,
  ReceivedReportList,
  ReceivedReportQuery,
  ReceivedResult,
  ReceivedResultList,
  ReceivedResultQuery,
  ReportStateChange,
} from '../console-received.ts';
import { FORM_FILE_TYPES } from '../forms.ts';
import { API_BASE, RECEIVED_FILE_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['console'];
/** Every console call needs a signed-in administrator: 401 without a session, 403 for anyone else. */
const errors = [400, 401, 403] as const;
const byId = z.object({ id: Id });
/** A signed link's expiry (seconds since 1970) and signature. */
const signed = z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) });

/** What people sent — form results and reports — for the operator console (administrators only). */
export const consoleReceivedRoutes = {
  listReceivedForms: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/received/forms',
    operationId: 'listReceivedForms',
    tags,
    summary: 'Every form, active or not, named in the reader\u2019s language, with how many results it holds',
    answer: ReceivedFormList,
    errors,
  }),
  listReceivedResults: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/received/results',
    operationId: 'listReceivedResults',
    tags,
    summary:
      'Form results, newest first, a page at a time: of one form, of the people whose name or e-mail ' +
      "holds `q`, sent on the portal's local days `from` to `to`",
    query: ReceivedResultQuery,
    answer: ReceivedResultList,
    errors,
  }),
  getReceivedResult: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/received/results/:id',
    operationId: 'getReceivedResult',
    tags,
    summary:
      'One form result with every answer in the form\u2019s order and the reader\u2019s language; each ' +
      'file with a link signed for this administrator, working for 10 minutes',
    params: byId,
    answer: ReceivedResult,
    errors: [...errors, 404],
  }),
  prepareReceivedExport: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/received/forms/:id/export',
    operationId: 'prepareReceivedExport',
    tags,
    summary:
      'A link (10 minutes, this administrator only) to every result of one form as XLSX or CSV, ' +
      'written while it downloads: sent at, person, e-mail, company, then a column per field',
    params: byId,
    query: ReceivedExportQuery,
    answer: UrlAnswer,
    errors: [...errors, 404],
  }),
  listReceivedReports: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/received/reports',
    operationId: 'listReceivedReports',
    tags,
    summary:
      'Reports, newest first, a page at a time: in one state (new, read, answered), of the people ' +
      "whose name or e-mail holds `q`, sent on the portal's local days `from` to `to`",
    query: ReceivedReportQuery,
    answer: ReceivedReportList,
    errors,
  }),
  getReceivedReport: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/received/reports/:id',
    operationId: 'getReceivedReport',
    tags,
    summary: 'One report with its description and who read and answered it, when',
    params: byId,
    answer: ReceivedReport,
    errors: [...errors, 404],
  }),
  changeReceivedReport: route({
    method: 'PATCH',
    base: API_BASE,
    path: '/private/console/received/reports/:id',
    operationId: 'changeReceivedReport',
    tags,
    summary:
      'Marks a report read or answered, written to the audit log; a report never goes back, so a ' +
      'state it has or has passed changes nothing and answers it as it is',
    params: byId,
    body: ReportStateChange,
    answer: ReceivedReport,
    errors: [...errors, 404],
  }),
  downloadReceivedFile: route({
    method: 'GET',
    base: RECEIVED_FILE_BASE,
    path: '/file/:by/:answer/:name',
    operationId: 'downloadReceivedFile',
    tags,
    summary:
      'A file sent with a form result, through the link a result\u2019s answer gave an administrator ' +
      '(signed, 10 minutes, only while they are an administrator)',
    params: z.object({ by: Id, answer: Id, name: z.string().min(1).max(300) }),
    query: signed,
    answer: { file: [...Object.keys(FORM_FILE_TYPES), 'application/octet-stream'] },
    errors: [400, 403, 404],
  }),
  downloadReceivedExport: route({
    method: 'GET',
    base: RECEIVED_FILE_BASE,
    path: '/export/:by/:locale/:form/:name',
    operationId: 'downloadReceivedExport',
    tags,
    summary:
      'A form\u2019s results as XLSX or CSV, written as they download, through a link an administrator ' +
      'was given (signed, 10 minutes, only while they are an administrator)',
    params: z.object({ by: Id, locale: z.string().max(20), form: Id, name: z.string().min(1).max(300) }),
    query: signed,
    answer: { file: Object.values(EXPORT_FILE_TYPES) },
    errors: [400, 403, 404],
  }),
};
