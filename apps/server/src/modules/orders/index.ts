import { areaPlugin } from '../../plugins/area.ts';
import { orderRoutes as orderRoutesPlugin } from './order.routes.ts';

/** Orders and the country options of address forms. */
export const orderRoutes = areaPlugin('orders', [], orderRoutesPlugin);
