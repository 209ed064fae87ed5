import {
  DOWNLOAD_PATH,
  DownloadRequest,
  MessageAnswer,
  SHARE_PATH,
  ShareRequest,
  UrlAnswer,
} from '@vitrine/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalPlugin, requireUser } from '../auth/index.ts';
import { requestLocalePlugin } from '../locales/index.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { downloadCart, shareCart, type CartContext } from './download.service.ts';

const tags = ['downloads'];
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

  app.post(
    DOWNLOAD_PATH,
    {
      config: { allowGuest: true, ...writeLimit('cart') },
      schema: {
        operationId: 'prepareCartDownload',
        tags,
        summary: 'Prepare a zip of the cart (renditions as asked); answers a signed, expiring link',
        body: DownloadRequest,
        response: { 200: UrlAnswer },
      },
    },
    async (request) => downloadCart(app.deps, context(request), request.body.files),
  );

  app.post(
    SHARE_PATH,
    {
      config: writeLimit('share'),
      schema: {
        operationId: 'shareCart',
        tags,
        summary: 'E-mail a signed, expiring link to a zip of the cart (signed-in users)',
        body: ShareRequest,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      requireUser(request);
      return shareCart(app.deps, context(request), request.body);
    },
  );
};
