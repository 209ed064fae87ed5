import { analyticsRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { recordEvent } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.recordAnalyticsEvent),
    config: { allowGuest: true, ...writeLimit('event') },
    handler: async (request) => ({
      stored: await recordEvent(app.deps.db, request.principal, request.locale.code, request.body),
    }),
  });
};
