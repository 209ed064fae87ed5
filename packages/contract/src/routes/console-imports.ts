import { z } from 'zod';
import { ADMIN_PUSH_MAX_BYTES, ADMIN_RAW_PUSH_TYPES } from '../admin.ts';
import {
  ConsoleImportList,
  ConsoleImportQuery,
  ConsoleImportRun,
  ConsoleImportStart,
} from '../console-imports.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['console'];
/** Every console call needs a signed-in administrator: 401 without a session, 403 for anyone else. */
const errors = [400, 401, 403] as const;

/** Imports from the operator console (administrators only), run by the admin API's importer. */
export const consoleImportRoutes = {
  startConsoleImport: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/console/imports',
    operationId: 'startConsoleImport',
    tags,
    summary: 'Sends a file to import in the background, as the signed-in administrator',
    description:
      'The body is the file: raw (`text/csv`, `application/x-ndjson`, the XLSX type, `application/zip` ' +
      'or `application/octet-stream`, with `?name=`), or multipart/form-data with the part `file`; ' +
      `at most ${ADMIN_PUSH_MAX_BYTES / 1024 / 1024} MB. \`kind\` is one of the admin API\u2019s ` +
      'import kinds or `users`; `auto` (the default) tells it from the file: a zip is a folder, any ' +
      'other file is read as the import command classifies a folder\u2019s files (its name and ' +
      'header), the kind written to the run when it starts. Answers 202 with the run at once; ' +
      'GET /private/console/imports/{id} tells its state, progress and, when done, the report. ' +
      'The start is written to the audit log. 503 with Retry-After when too many imports wait.',
    query: ConsoleImportStart,
    consumes: [...ADMIN_RAW_PUSH_TYPES, 'multipart/form-data'],
    answer: ConsoleImportRun,
    status: 202,
    errors: [...errors, 413, 415, 503],
  }),
  listConsoleImports: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/imports',
    operationId: 'listConsoleImports',
    tags,
    summary:
      'Imports of the last days, newest first, a page at a time: kind, file, state, progress, ' +
      'totals and who started them (an administrator or an admin API token)',
    query: ConsoleImportQuery,
    answer: ConsoleImportList,
    errors,
  }),
  getConsoleImport: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/imports/:id',
    operationId: 'getConsoleImport',
    tags,
    summary: 'One import: state, progress and, when done, its report with the refused rows',
    params: z.object({ id: z.uuid() }),
    answer: ConsoleImportRun,
    errors: [...errors, 404],
  }),
};
