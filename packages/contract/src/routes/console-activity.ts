import { ConsoleActivity, ConsoleActivityQuery } from '../console-activity.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

/** The operator console's activity dashboard (administrators only). */
export const consoleActivityRoutes = {
  getConsoleActivity: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/console/activity',
    operationId: 'getConsoleActivity',
    tags: ['console'],
    summary:
      "The portal's activity over a range of days (the last 30 by default, at most 366), counted by " +
      "day in the portal's time zone: page views, searches (and those that found nothing), cart " +
      'downloads and shares, with the top queries, the top queries without a result and the most ' +
      'viewed pages; optionally only what the members of one registration group did',
    query: ConsoleActivityQuery,
    answer: ConsoleActivity,
    errors: [400, 401, 403],
  }),
};
