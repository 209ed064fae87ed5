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
  Id,
  SentResultDetail,
  SentResultList,
  SentResultListQuery,
  errorAnswers,
} from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import { assignedForms, assignForm, unassignForm } from './form-assignment.service.ts';
import { addFormLog, formLogs } from './form-log.service.ts';
import { readFormParts } from './form-parts.ts';
import { formById, listForms, submitResult } from './form.service.ts';
import { sentResult, sentResults } from './sent-result.service.ts';

const tags = ['forms'];
const formParams = z.object({ id: Id });
const userParams = z.object({ userId: Id });

/** Forms, their results and logs, and forms assigned to users. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/private/form/',
    {
      schema: {
        operationId: 'listForms',
        tags,
        summary:
          'The forms the user may see now (spec 4), with fields, category and the last result date; ' +
          '?category={id} keeps one category. A guest is offered none.',
        querystring: FormListQuery,
        response: { 200: FormList, ...errorAnswers(400, 401) },
      },
    },
    async (request) => listForms(deps, request.principal, request.locale, request.query.category),
  );

  app.get(
    '/private/form/:id',
    {
      schema: {
        operationId: 'getForm',
        tags,
        summary: 'One form the user may see now; 404 when unknown or not viewable',
        params: formParams,
        response: { 200: Form, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => formById(deps, request.principal, request.locale, request.params.id),
  );

  app.post(
    '/private/form/:id/result',
    {
      config: writeLimit('upload'),
      schema: {
        operationId: 'submitFormResult',
        tags,
        summary: 'Sends a result: all answers are checked and stored together, or nothing is',
        description: `${FORM_RESULT_ENCODING} A form that is not available now is refused with 409 form_not_available.`,
        consumes: ['multipart/form-data'],
        params: formParams,
        response: { 200: FormResultAnswer, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      submitResult(
        deps,
        requireUser(request),
        request.locale,
        request.params.id,
        () => readFormParts(request),
        (error) => request.log.error(error, 'form result mail'),
      ),
  );

  app.get(
    '/private/form/result/',
    {
      schema: {
        operationId: 'listSentFormResults',
        tags,
        summary:
          "The user's own results, newest first, a page at a time (also of forms no longer shown); " +
          "?form={id} keeps one form's",
        querystring: SentResultListQuery,
        response: { 200: SentResultList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => sentResults(deps.db, requireUser(request), request.locale, request.query),
  );

  app.get(
    '/private/form/result/:id',
    {
      schema: {
        operationId: 'getSentFormResult',
        tags,
        summary:
          "One of the user's results with its answers as sent, read-only (a password is not shown); " +
          '404 for anyone else',
        params: formParams,
        response: { 200: SentResultDetail, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => sentResult(deps.db, requireUser(request), request.locale, request.params.id),
  );

  app.post(
    '/private/form/:id/log',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'addFormLogEntry',
        tags,
        summary: 'Adds a log entry to a form that allows logging (403 logging_not_allowed otherwise)',
        params: formParams,
        body: FormLogRequest,
        response: { 200: FormLogAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) =>
      addFormLog(deps, requireUser(request), request.locale, request.params.id, request.body.description),
  );

  app.get(
    '/private/form/:id/log',
    {
      schema: {
        operationId: 'listFormLogEntries',
        tags,
        summary: "The user's own log entries on a form, newest first",
        params: formParams,
        response: { 200: FormLogList, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => formLogs(deps, requireUser(request), request.locale, request.params.id),
  );

  app.get(
    '/private/form/assigned/:userId',
    {
      schema: {
        operationId: 'listAssignedForms',
        tags,
        summary:
          'The forms assigned to a user, newest first; only that user or an administrator may read them',
        params: userParams,
        response: { 200: FormAssignmentList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => assignedForms(deps, request.principal, request.locale, request.params.userId),
  );

  app.post(
    '/private/form/assigned/:userId',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'assignForm',
        tags,
        summary: 'Assigns a form to a user (administrators only); assigning it again reopens it',
        params: userParams,
        body: FormAssignRequest,
        response: { 200: FormAssignment, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) =>
      assignForm(deps, request.principal, request.locale, request.params.userId, request.body.form_id),
  );

  app.delete(
    '/private/form/assigned/:userId/:formId',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'withdrawFormAssignment',
        tags,
        summary: "Withdraws a form's assignment (administrators only)",
        params: z.object({ userId: Id, formId: Id }),
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await unassignForm(deps, request.principal, request.params.userId, request.params.formId);
      return reply.code(204).send(null);
    },
  );
};
