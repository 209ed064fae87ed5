import { z } from 'zod';
import { Id } from '../common.ts';
import {
  Form,
  FORM_RESULT_ENCODING,
  FormAssignment,
  FormAssignmentList,
  FormAssignRequest,
  FormList,
  FormListQuery,
  FormLogAnswer,
  FormLogList,
  FormLogRequest,
  FormResultAnswer,
  SentResultDetail,
  SentResultList,
  SentResultListQuery,
} from '../forms.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['forms'];
const formParams = z.object({ id: Id });
const userParams = z.object({ userId: Id });

/** Forms, their results and logs, and forms assigned to users. */
export const formRoutes = {
  listForms: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/form/',
    operationId: 'listForms',
    tags,
    summary:
      'The forms the user may see now (spec 4), with fields, category and the last result date; ' +
      '?category={id} keeps one category. A guest is offered none.',
    query: FormListQuery,
    answer: FormList,
    errors: [400, 401],
  }),
  getForm: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/form/:id',
    operationId: 'getForm',
    tags,
    summary: 'One form the user may see now; 404 when unknown or not viewable',
    params: formParams,
    answer: Form,
    errors: [400, 401, 404],
  }),
  submitFormResult: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/form/:id/result',
    operationId: 'submitFormResult',
    tags,
    summary: 'Sends a result: all answers are checked and stored together, or nothing is',
    description: `${FORM_RESULT_ENCODING} A form that is not available now is refused with 409 form_not_available.`,
    consumes: ['multipart/form-data'],
    params: formParams,
    answer: FormResultAnswer,
    errors: [400, 401, 403, 404, 409, 413, 415],
  }),
  listSentFormResults: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/form/result/',
    operationId: 'listSentFormResults',
    tags,
    summary:
      "The user's own results, newest first, a page at a time (also of forms no longer shown); " +
      "?form={id} keeps one form's",
    query: SentResultListQuery,
    answer: SentResultList,
    errors: [400, 401, 403],
  }),
  getSentFormResult: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/form/result/:id',
    operationId: 'getSentFormResult',
    tags,
    summary:
      "One of the user's results with its answers as sent, read-only (a password is not shown); " +
      '404 for anyone else',
    params: formParams,
    answer: SentResultDetail,
    errors: [400, 401, 403, 404],
  }),
  addFormLogEntry: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/form/:id/log',
    operationId: 'addFormLogEntry',
    tags,
    summary: 'Adds a log entry to a form that allows logging (403 logging_not_allowed otherwise)',
    params: formParams,
    body: FormLogRequest,
    answer: FormLogAnswer,
    errors: [400, 401, 403, 404],
  }),
  listFormLogEntries: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/form/:id/log',
    operationId: 'listFormLogEntries',
    tags,
    summary: "The user's own log entries on a form, newest first",
    params: formParams,
    answer: FormLogList,
    errors: [400, 401, 403, 404],
  }),
  listAssignedForms: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/form/assigned/:userId',
    operationId: 'listAssignedForms',
    tags,
    summary: 'The forms assigned to a user, newest first; only that user or an administrator may read them',
    params: userParams,
    answer: FormAssignmentList,
    errors: [400, 401, 403],
  }),
  assignForm: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/form/assigned/:userId',
    operationId: 'assignForm',
    tags,
    summary: 'Assigns a form to a user (administrators only); assigning it again reopens it',
    params: userParams,
    body: FormAssignRequest,
    answer: FormAssignment,
    errors: [400, 401, 403, 404],
  }),
  withdrawFormAssignment: route({
    method: 'DELETE',
    base: API_BASE,
    path: '/private/form/assigned/:userId/:formId',
    operationId: 'withdrawFormAssignment',
    tags,
    summary: "Withdraws a form's assignment (administrators only)",
    params: z.object({ userId: Id, formId: Id }),
    answer: null,
    errors: [400, 401, 403, 404],
  }),
};
