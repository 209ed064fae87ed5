import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './analytics/index.ts';
import { attributeRoutes } from './attributes/index.ts';
import { authPrivateRoutes, authPublicRoutes, principalPlugin } from './auth/index.ts';
import { categoryRoutes } from './categories/index.ts';
import { configRoutes } from './config/index.ts';
import { consoleRoutes } from './console/index.ts';
import { contentRoutes } from './contents/index.ts';
import { exportRoutes } from './export/index.ts';
import { formRoutes } from './forms/index.ts';
import { localeRoutes, requestLocalePlugin } from './locales/index.ts';
import { mediaRoutes } from './media/index.ts';
import { orderRoutes } from './orders/index.ts';
import { productRoutes } from './products/index.ts';
import { profileRoutes } from './profile/index.ts';
import { reportRoutes } from './reports/index.ts';
import { searchRoutes } from './search/index.ts';
import { visitationRoutes } from './visitations/index.ts';

/** Everything under the API base: public calls, then private ones behind the principal check. */
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
    for (const routes of [
      authPrivateRoutes,
      profileRoutes,
      reportRoutes,
      orderRoutes,
      analyticsRoutes,
      productRoutes,
      categoryRoutes,
      attributeRoutes,
      exportRoutes,
      mediaRoutes,
      contentRoutes,
      searchRoutes,
      formRoutes,
      visitationRoutes,
      consoleRoutes,
    ])
      await privateApp.register(routes);
  });
};
