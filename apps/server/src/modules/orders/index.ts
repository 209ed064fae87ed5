import { areaPlugin } from '../../plugins/area.ts';
import { orderRoutes as orderRoutesPlugin } from './order.routes.ts';

/** Orders a user sends to the operators, and the country options of address forms. */
export { countryOptions } from './countries.ts';
export { insertOrder } from './order.writer.ts';
export const orderRoutes = areaPlugin('orders', ['config', 'db', 'mail'], orderRoutesPlugin);
/** The tables the area owns (their row types, merged into the database's type). */
export type * from './order.tables.ts';
