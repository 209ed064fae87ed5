import { z } from 'zod';
import { Id, MessageAnswer } from '../common.ts';
import {
  ApproveAccountRequest,
  AuditList,
  AuditQuery,
  ConsoleAccountRequest,
  ConsoleAccountRequestList,
  ConsoleAccountRequestQuery,
  ConsoleGroupList,
  ConsoleUser,
  ConsoleUserChange,
  ConsoleUserCreate,
  ConsoleUserCreated,
  ConsoleUserList,
  ConsoleUserQuery,
  RefuseAccountRequest,
} from '../console.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['console'];
/** Every console call needs a signed-in administrator: 401 without a session, 403 for anyone else. */
const errors = [400, 401, 403] as const;
const byId = z.object({ id: Id });

/** The operator console: account requests, users, groups and the audit log (administrators only). */
export const consoleRoutes = {
  listAccountRequests: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/account-requests',
    operationId: 'listAccountRequests',
    tags,
    summary: 'Account requests, a page at a time (open ones first by default), with their total',
    query: ConsoleAccountRequestQuery,
    answer: ConsoleAccountRequestList,
    errors,
  }),
  approveAccountRequest: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/account-requests/:id/approve',
    operationId: 'approveAccountRequest',
    tags,
    summary:
      'Approves an open request: makes the account in the chosen group and mails the applicant a ' +
      'link to set their password, in their language (409 when decided already or the address has an account)',
    params: byId,
    body: ApproveAccountRequest,
    answer: ConsoleAccountRequest,
    errors: [...errors, 404, 409],
  }),
  refuseAccountRequest: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/account-requests/:id/refuse',
    operationId: 'refuseAccountRequest',
    tags,
    summary:
      'Refuses an open request and tells the applicant, with the message given (409 when decided already)',
    params: byId,
    body: RefuseAccountRequest,
    answer: ConsoleAccountRequest,
    errors: [...errors, 404, 409],
  }),
  listConsoleUsers: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/users',
    operationId: 'listConsoleUsers',
    tags,
    summary: 'Users found by name, e-mail or company, filtered by group, role and state, a page at a time',
    query: ConsoleUserQuery,
    answer: ConsoleUserList,
    errors,
  }),
  createConsoleUser: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/users',
    operationId: 'createConsoleUser',
    tags,
    summary:
      'Makes a user, who sets their password from the mailed link (409 when the address has an account)',
    body: ConsoleUserCreate,
    answer: ConsoleUserCreated,
    errors: [...errors, 409],
  }),
  getConsoleUser: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/users/:id',
    operationId: 'getConsoleUser',
    tags,
    summary: 'One user: profile, group, roles, last sign-in and sessions',
    params: byId,
    answer: ConsoleUser,
    errors: [...errors, 404],
  }),
  changeConsoleUser: route({
    method: 'PATCH',
    base: API_BASE,
    path: '/private/console/users/:id',
    operationId: 'changeConsoleUser',
    tags,
    summary:
      "Changes a user's names, company, group, roles, language or state; disabling ends their " +
      'sessions at once (409 for the last enabled administrator)',
    params: byId,
    body: ConsoleUserChange,
    answer: ConsoleUser,
    errors: [...errors, 404, 409],
  }),
  endConsoleUserSessions: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/users/:id/end-sessions',
    operationId: 'endConsoleUserSessions',
    tags,
    summary: 'Ends every session of a user (they must sign in again on every device)',
    params: byId,
    answer: ConsoleUser,
    errors: [...errors, 404],
  }),
  sendConsoleUserReset: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/users/:id/reset-mail',
    operationId: 'sendConsoleUserReset',
    tags,
    summary: 'Mails the user a link to set a new password, in their language (409 for a disabled user)',
    params: byId,
    answer: MessageAnswer,
    errors: [...errors, 404, 409],
  }),
  exportConsoleUser: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/users/:id/export',
    operationId: 'exportConsoleUser',
    tags,
    summary: 'Everything the portal holds about one user, as one JSON document',
    params: byId,
    answer: { file: ['application/json'] },
    errors: [...errors, 404],
  }),
  listConsoleGroups: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/groups',
    operationId: 'listConsoleGroups',
    tags,
    summary:
      'Every registration group, in order, with its name in the reader\u2019s language and its members',
    answer: ConsoleGroupList,
    errors,
  }),
  listAudit: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/audit',
    operationId: 'listAudit',
    tags,
    summary: 'The audit log, newest first: who changed what, when, before and after',
    query: AuditQuery,
    answer: AuditList,
    errors,
  }),
};
