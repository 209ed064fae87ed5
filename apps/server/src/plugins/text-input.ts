import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUnstorableText } from '@vitrine/contract';
import { badRequest } from '../lib/errors.ts';

const refuse = (where: string, field: string) =>
  badRequest(
    `${where}${field ? `${field}: ` : ''}NUL characters and unpaired surrogates are not allowed`,
    field || undefined,
    'validation_error',
    { kind: 'invalid_characters' },
  );

/**
 * Refuses NUL and unpaired surrogates in every query value, path parameter and JSON body field with
 * a 400, before any handler or database call. PostgreSQL rejects NUL in text (a 500 otherwise) and
 * a lone surrogate would be stored as U+FFFD; one check here covers every route, present and future,
 * instead of a rule on each contract string. Query and path are checked on request, before the
 * principal looks up a token that may come in the query; bodies once parsed.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const inPath = findUnstorableText(request.params);
      if (inPath !== undefined) throw refuse('path ', inPath);
      const inQuery = findUnstorableText(request.query);
      if (inQuery !== undefined) throw refuse('query ', inQuery);
    });
    app.addHook('preValidation', async (request) => {
      const inBody = findUnstorableText(request.body);
      if (inBody !== undefined) throw refuse('', inBody);
    });
  },
  { name: 'text-input' },
);
