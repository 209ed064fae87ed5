import { orderRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import { countryOptions } from './countries.ts';
import { listOrders, orderById, placeOrder } from './order.service.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.listOrderCountries),
    handler: async (request) => countryOptions(request.locale.language),
  });
  app.route({
    ...contractRoute(app, routes.createOrder),
    config: writeLimit('form'),
    handler: async (request) =>
      placeOrder(app.deps, requireUser(request), request.body.order, request.locale, (error) =>
        request.log.error(error, 'order mail'),
      ),
  });
  app.route({
    ...contractRoute(app, routes.listOrders),
    handler: async (request) => listOrders(app.deps, requireUser(request), request.query),
  });
  app.route({
    ...contractRoute(app, routes.getOrder),
    handler: async (request) => orderById(app.deps, requireUser(request), request.params.id),
  });
};
