import { downloadRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { principalPlugin, requireUser } from '../auth/index.ts';
import { requestLocalePlugin } from '../locales/index.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { downloadCart, shareCart, type CartContext } from './download.service.ts';

const context = (request: FastifyRequest): CartContext => ({
  principal: request.principal,
  locale: request.locale,
  origin: requestOrigin(request),
});

/**
 * The download cart: POST /pim/asset/asset/download answers a signed link to a zip of the files,
 * POST /pim/asset/asset/share e-mails one. Authenticated like the private API; guests may download.
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(requestLocalePlugin);
  await app.register(principalPlugin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...contractRoute(app, routes.prepareCartDownload),
    config: { allowGuest: true, ...writeLimit('cart') },
    handler: async (request) => downloadCart(app.deps, context(request), request.body.files),
  });

  app.route({
    ...contractRoute(app, routes.shareCart),
    config: writeLimit('share'),
    handler: async (request) => {
      requireUser(request);
      return shareCart(app.deps, context(request), request.body);
    },
  });
};
