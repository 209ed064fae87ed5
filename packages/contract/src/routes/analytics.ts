import { z } from 'zod';
import { AnalyticsEvent } from '../analytics.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

/** First-party analytics: page views and named events, recorded for guests and users alike. */
export const analyticsRoutes = {
  recordAnalyticsEvent: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/analytics/event',
    operationId: 'recordAnalyticsEvent',
    tags: ['analytics'],
    summary: 'First-party analytics collector',
    body: AnalyticsEvent,
    answer: z.object({ stored: z.boolean() }),
  }),
};
