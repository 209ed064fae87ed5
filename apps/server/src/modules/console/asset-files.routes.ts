import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { consoleAssetFileRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { assetFileDetail, assetUsage, deleteConsoleAsset } from './asset-files.service.ts';
import { createAssetUploads, uploadActor } from './asset-uploads.ts';
import { tusErrorAnswer } from './tus-answer.ts';
import { administrator } from './users.service.ts';

const SKIPPED_HEADERS = new Set([
  'content-length',
  'content-type',
  'connection',
  'access-control-expose-headers',
]);

/**
 * Asset files in the console: the tus endpoint (its bytes streamed to the upload folder, never
 * parsed by Fastify), an asset's file and versions, its usage and its deletion. Registered inside
 * the console's routes, so their administrator check runs first.
 */
export const consoleAssetFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tus = createAssetUploads(deps);
  // The body of a PATCH is the tus server's to read, as a stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  /** Hands the request to the tus server as a web request and sends its answer. */
  const viaTus = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = await administrator(deps, request.principal);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const body = request.method === 'PATCH' ? (Readable.toWeb(request.raw) as ReadableStream) : undefined;
    const answer = await uploadActor.run(actor, () =>
      tus.handleWeb(
        // A streamed body needs `duplex: 'half'`, which not every RequestInit type names yet.
        new Request(`http://portal${request.raw.url}`, {
          method: request.method,
          headers,
          body,
          duplex: 'half',
        } as RequestInit),
      ),
    );
    // The protocol's headers; the body's type and length are Fastify's to set.
    answer.headers.forEach((value, name) => {
      if (!SKIPPED_HEADERS.has(name)) void reply.header(name, value);
    });
    reply.code(answer.status);
    if (answer.status >= 400)
      return reply.type('application/json; charset=utf-8').send(await tusErrorAnswer(answer));
    if (!answer.body) return reply.send();
    reply.type(answer.headers.get('content-type') ?? 'application/octet-stream');
    return reply.send(Readable.fromWeb(answer.body as WebStream));
  };

  app.route({
    ...contractRoute(app, routes.createAssetUpload),
    config: writeLimit('console'),
    compress: false,
    handler: viaTus,
  });
  app.route({
    ...contractRoute(app, routes.sendAssetUpload),
    config: writeLimit('console'),
    compress: false,
    handler: viaTus,
  });
  app.route({
    ...contractRoute(app, routes.cancelAssetUpload),
    config: writeLimit('console'),
    compress: false,
    handler: viaTus,
  });
  // HEAD tells how far an upload got (the contract declares no HEAD calls: it answers headers only).
  app.route({
    method: 'HEAD',
    url: contractRoute(app, routes.sendAssetUpload).url,
    compress: false,
    handler: viaTus,
  });

  app.route({
    ...contractRoute(app, routes.getAssetFile),
    handler: (request) => assetFileDetail(deps, request.principal, request.params.id),
  });
  app.route({
    ...contractRoute(app, routes.getAssetUsage),
    handler: (request) => assetUsage(deps, request.principal, request.params.id, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.deleteAsset),
    config: writeLimit('console'),
    handler: async (request, reply) => {
      await deleteConsoleAsset(deps, request.principal, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
