import {
  CountryOptions,
  Id,
  Order,
  OrderList,
  OrderListQuery,
  OrderRequest,
  errorAnswers,
} from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import { countryOptions } from './countries.ts';
import { listOrders, orderById, placeOrder } from './order.service.ts';

const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private/order/options',
    {
      schema: {
        operationId: 'listOrderCountries',
        tags,
        summary: "Every country with its alpha code and its name in the caller's language, by name",
        response: { 200: CountryOptions },
      },
    },
    async (request) => countryOptions(request.locale.language),
  );
  app.post(
    '/private/order/',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'createOrder',
        tags,
        summary: 'Send an order (samples, brochures): stored as received and mailed to the operators',
        description:
          'Every product must exist, be switched on and not archived (400 unknown_product, nothing ' +
          'stored). Country codes come from GET /private/order/options. Notes are plain text: ' +
          'markup is kept as typed and never rendered. Guests may not order (403 guest_read_only).',
        body: OrderRequest,
        response: { 200: Order, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) =>
      placeOrder(app.deps, requireUser(request), request.body.order, request.locale, (error) =>
        request.log.error(error, 'order mail'),
      ),
  );
  app.get(
    '/private/order/',
    {
      schema: {
        operationId: 'listOrders',
        tags,
        summary: "A page of the caller's own orders, newest first, with the total",
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listOrders(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/private/order/:id',
    {
      schema: {
        operationId: 'getOrder',
        tags,
        summary: "One of the caller's orders (404 order_not_found for any other)",
        params: z.object({ id: Id }),
        response: { 200: Order, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => orderById(app.deps, requireUser(request), request.params.id),
  );
};
