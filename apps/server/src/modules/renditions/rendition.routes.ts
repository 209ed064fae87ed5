import { DEFAULT_QUALITY } from '@vitrine/contract/rendition-url';
import { renditionRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { AppError } from '../../lib/errors.ts';
import { extensionOf, isActiveContent } from '../../lib/media-types.ts';
import { isOriginal, mediaKey } from './media-path.ts';
import { assertPreset } from './rendition-presets.ts';
import { original, rendition, renditionRequest, type Served } from './rendition.service.ts';

/** A single `bytes=a-b` range within the file, or null for the whole file. */
function parseRange(header: string | undefined, size: number) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start > end || start >= size) throw new AppError(416, 'range_not_satisfiable', 'Invalid range');
  return { start, end };
}

async function send(request: FastifyRequest, reply: FastifyReply, served: Served, immutable: boolean) {
  reply
    .header('etag', served.etag)
    .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=604800')
    .header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === served.etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, served.size);
  reply.type(served.contentType);
  if (!range) return reply.header('content-length', served.size).send(await served.open());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${served.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await served.open(range));
}

/**
 * Media files and their renditions: /pim/media/{file path}?width&height&trim&quality&format.
 * Only the contract's presets are converted; renditions are cached by content address and
 * revalidated with ETags; without parameters the original file is served (with byte ranges).
 */
export const renditionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.getMediaFile),
    handler: async (request, reply) => {
      const key = mediaKey(request.params['*']);
      const q = request.query;
      // Asset files never change under their key (a new file gets a new key).
      const immutable = key.startsWith('assets/');
      if (isOriginal(q)) {
        const ext = extensionOf(key);
        if (isActiveContent(ext)) {
          // Never run a stored SVG or HTML file as a page of this origin.
          reply
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
            .header('content-disposition', 'attachment');
        }
        return send(request, reply, await original(app.deps, key), immutable);
      }
      const asked = renditionRequest(key, q, DEFAULT_QUALITY);
      assertPreset(asked);
      // A full conversion queue is a 503 with Retry-After here; the cart's zip job waits instead.
      const served = await rendition(app.deps, asked, { whenBusy: 'refuse' });
      return send(request, reply, served, immutable);
    },
  });
};
