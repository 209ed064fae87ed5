import { EXPORT_FILE_TYPES } from '@vitrine/contract';
import { consoleReceivedRoutes as routes } from '@vitrine/contract/routes';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { attachment, receivedExport, receivedFile } from './received-files.service.ts';
import { writeResultSheet } from './received-export.ts';

/** Headers of every file answered here: downloaded, never drawn as a page, never kept by a cache. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
};

/**
 * The files of the console's "what people sent", at the root (RECEIVED_FILE_BASE) so the browser
 * opens their links itself: the signature is the guard (received-files.service.ts).
 */
export const receivedFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.route({
    ...contractRoute(app, routes.downloadReceivedFile),
    compress: false,
    handler: async (request, reply) => {
      const file = await receivedFile(deps, request.params, request.query);
      return reply
        .headers(FILE_HEADERS)
        .type(file.type)
        .header('content-length', file.size)
        .header('content-disposition', attachment(file.name))
        .send(file.body);
    },
  });

  app.route({
    ...contractRoute(app, routes.downloadReceivedExport),
    compress: false,
    handler: async (request, reply) => {
      const { sheet, format, locale, name } = await receivedExport(deps, request.params, request.query);
      const out = new PassThrough();
      // A stream closed before its end never drains: wake a writer waiting for it, which then stops.
      out.on('close', () => out.emit('drain'));
      writeResultSheet(deps, sheet, format, locale, out).catch((error: unknown) => {
        request.log.error({ err: error, form: request.params.form }, 'form results export failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .headers(FILE_HEADERS)
        .type(EXPORT_FILE_TYPES[format]!)
        .header('content-disposition', attachment(name))
        .send(out);
    },
  });
};
