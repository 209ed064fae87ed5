import { z } from 'zod';
import { Id } from '../common.ts';
import { CountryOptions } from '../profile.ts';
import { Order, OrderList, OrderListQuery, OrderRequest } from '../orders.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

const tags = ['orders'];

/** Orders of samples and brochures, and the countries they may be sent to. */
export const orderRoutes = {
  listOrderCountries: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/order/options',
    operationId: 'listOrderCountries',
    tags,
    summary: "Every country with its alpha code and its name in the caller's language, by name",
    answer: CountryOptions,
  }),
  createOrder: route({
    method: 'POST',
    base: API_BASE,
    path: '/private/order/',
    operationId: 'createOrder',
    tags,
    summary: 'Send an order (samples, brochures): stored as received and mailed to the operators',
    description:
      'Every product must exist, be switched on and not archived (400 unknown_product, nothing ' +
      'stored). Country codes come from GET /private/order/options. Notes are plain text: ' +
      'markup is kept as typed and never rendered. Guests may not order (403 guest_read_only).',
    body: OrderRequest,
    answer: Order,
    errors: [400, 401, 403, 429],
  }),
  listOrders: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/order/',
    operationId: 'listOrders',
    tags,
    summary: "A page of the caller's own orders, newest first, with the total",
    query: OrderListQuery,
    answer: OrderList,
    errors: [400, 401, 403],
  }),
  getOrder: route({
    method: 'GET',
    base: API_BASE,
    path: '/private/order/:id',
    operationId: 'getOrder',
    tags,
    summary: "One of the caller's orders (404 order_not_found for any other)",
    params: z.object({ id: Id }),
    answer: Order,
    errors: [400, 401, 403, 404],
  }),
};
