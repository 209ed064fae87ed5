import { RenditionQuery } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { rendition } from './rendition.service.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-zA-Z0-9_-][a-zA-Z0-9_.-]*)+\.[a-zA-Z0-9]{2,5}$/;

/**
 * Image renditions: /pim/media/{file path}?width&height&trim&quality&format. Results are cached by
 * content address and revalidated with ETags.
 */
export const renditionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pim/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'An image rendition',
        params: z.object({ '*': z.string().max(400) }),
        querystring: RenditionQuery,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!SAFE_KEY.test(key) || key.includes('..'))
        throw badRequest('Invalid file path', 'path', 'invalid_path');
      const q = request.query;
      const result = await rendition(app.deps, {
        key,
        width: q.width,
        height: q.height,
        trim: q.trim === '1' || q.trim === 'true',
        quality: q.quality ?? 85,
        format: q.format,
      });
      reply.header('etag', result.etag).header('cache-control', 'public, max-age=604800');
      if (request.headers['if-none-match'] === result.etag) return reply.code(304).send();
      return reply
        .type(result.contentType)
        .header('content-length', result.size)
        .send(await result.open());
    },
  );
};
