import { configRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { openBrandFile } from './brand-files.ts';
import { portalConfig } from './config.service.ts';

/** A brand file's address never changes its bytes (a new upload gets a new name). */
const FOREVER = 'public, max-age=31536000, immutable';
/** An SVG opened by its address runs nothing and loads nothing, whatever slipped through. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.getConfig),
    handler: async (request) => portalConfig(app.deps, requestOrigin(request)),
  });
  app.route({
    ...contractRoute(app, routes.getBrandFile),
    // After the API's own onSend, which marks every answer no-store.
    onSend: async (_request, reply) => {
      if (reply.statusCode === 200) reply.header('cache-control', FOREVER);
    },
    handler: async (request, reply) => {
      const file = await openBrandFile(app.deps, request.params.file);
      if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      return reply.type(file.contentType).header('content-length', file.size).send(file.stream);
    },
  });
};
