import { AnalyticsEvent } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeLimit } from '../../plugins/write-limit.ts';
import { recordEvent } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/private/analytics/event',
    {
      config: { allowGuest: true, ...writeLimit('event') },
      schema: {
        operationId: 'recordAnalyticsEvent',
        tags: ['analytics'],
        summary: 'First-party analytics collector',
        body: AnalyticsEvent,
        response: { 200: z.object({ stored: z.boolean() }) },
      },
    },
    async (request) => ({
      stored: await recordEvent(app.deps.db, request.principal, request.locale.code, request.body),
    }),
  );
};
