import fp from 'fastify-plugin';
import { runInRequest } from '../lib/request-context.ts';

/**
 * Runs each request's work with its id at hand (jobs it queues record it) and tells the client the
 * id, so a report of a failure can be matched with the log lines of the request and its jobs.
 */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      runInRequest(request.id, done);
    });
  },
  { name: 'request-id' },
);
