import type { FastifyPluginAsync } from 'fastify';
import { principalPlugin } from '../plugins/principal.ts';
import { requestLocalePlugin } from '../plugins/request-locale.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { attributeRoutes } from './attributes/attribute.routes.ts';
import { categoryRoutes } from './categories/category.routes.ts';
import { exportRoutes } from './export/export.routes.ts';
import { productRoutes } from './products/product.routes.ts';
import { authPublicRoutes } from './auth/auth.routes.ts';
import { configRoutes } from './config/config.routes.ts';
import { localeRoutes } from './locales/locale.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { orderRoutes } from './orders/order.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { reportRoutes } from './reports/report.routes.ts';

/** Everything under /pim/portal/api: public calls, then private ones behind the principal check. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(requestLocalePlugin);
  // Personal data and tokens must never be stored by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(configRoutes);
  await app.register(localeRoutes);
  await app.register(authPublicRoutes);
  await app.register(async (privateApp) => {
    await privateApp.register(principalPlugin);
    await privateApp.register(profileRoutes);
    await privateApp.register(reportRoutes);
    await privateApp.register(orderRoutes);
    await privateApp.register(analyticsRoutes);
    await privateApp.register(productRoutes);
    await privateApp.register(categoryRoutes);
    await privateApp.register(attributeRoutes);
    await privateApp.register(exportRoutes);
    await privateApp.register(mediaRoutes);
  });
};
