import { EXPORT_FILE_TYPES } from '@vitrine/contract';
import { exportRoutes as routes, routePath } from '@vitrine/contract/routes';
import { exportKey } from '../../storage/keys.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { verifySignedUrl } from '../../lib/signing.ts';
import { signingKey } from '../config/index.ts';

/** Prepared export files, reachable only through the signed, expiring links the API hands out. */
export const exportFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.downloadExportFile),
    handler: async (request, reply) => {
      const { id, filename } = request.params;
      const valid = verifySignedUrl(
        await signingKey(app.deps.db),
        routePath(routes.downloadExportFile, { id, filename }),
        request.query.expires,
        request.query.signature,
      );
      if (!valid) throw forbidden('This download link is invalid or has expired', 'link_expired');
      const format = filename.split('.').pop()!;
      const key = exportKey(id, format);
      const stat = await app.deps.storage.stat(key);
      if (!stat) throw notFound('The file is no longer available');
      return reply
        .type(EXPORT_FILE_TYPES[format]!)
        .header('content-length', stat.size)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(await app.deps.storage.get(key));
    },
  });
};
