import { consoleActivityRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { activityFigures } from './activity.service.ts';

/**
 * The console's activity dashboard. Registered inside the console's routes, so their check that
 * the caller is an administrator runs before this route reads its input.
 */
export const consoleActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.getConsoleActivity),
    handler: (request) => activityFigures(app.deps, request.principal, request.query),
  });
};
