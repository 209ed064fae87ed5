/** Orders and the country options of address forms. */
export { orderRoutes } from './order.routes.ts';
