import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/errors.ts';
import { mimeType } from '../../lib/media-types.ts';
import { verifySignedUrl } from '../../lib/signing.ts';
import { assetById } from '../media/asset.repository.ts';
import { securedPath } from '../media/asset.service.ts';
import { findLiveDownload } from './download.repository.ts';

const Signature = z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) });
const expired = () => forbidden('This download link is invalid or has expired', 'link_expired');

/** `attachment` with the name in plain ASCII and in full (RFC 6266). */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Prepared zips and original asset files, reachable only through signed, expiring links. */
export const downloadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pim/asset/download/:id/:filename',
    {
      compress: false,
      schema: {
        tags: ['downloads'],
        summary: 'A prepared cart zip (signed link)',
        params: z.object({ id: z.uuid(), filename: z.string().max(200) }),
        querystring: Signature,
      },
    },
    async (request, reply) => {
      const { id, filename } = request.params;
      const { expires, signature } = request.query;
      if (!(await verifySignedUrl(app.deps.db, `/pim/asset/download/${id}/${filename}`, expires, signature)))
        throw expired();
      const download = await findLiveDownload(app.deps.db, id);
      const stat = download && (await app.deps.storage.stat(download.storage_key));
      if (!download || !stat) throw notFound('The file is no longer available');
      return reply
        .type('application/zip')
        .header('content-length', stat.size)
        .header('content-disposition', disposition(download.file_name))
        .header('cache-control', 'private, max-age=3600')
        .send(await app.deps.storage.get(download.storage_key));
    },
  );

  app.get(
    '/pim/asset/file/:id/:filename',
    {
      compress: false,
      schema: {
        tags: ['downloads'],
        summary: "An asset's original file under its name (signed link)",
        params: z.object({
          id: z.coerce.number().int().positive().max(2_147_483_647),
          filename: z.string().max(300),
        }),
        querystring: Signature,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!(await verifySignedUrl(app.deps.db, securedPath(id), expires, signature))) throw expired();
      const asset = await assetById(app.deps.db, id);
      const stat = asset && (await app.deps.storage.stat(asset.storage_key));
      if (!asset || !stat) throw notFound('The file is no longer available');
      return reply
        .type(mimeType(asset.ext))
        .header('content-length', stat.size)
        .header('content-disposition', disposition(`${asset.name}.${asset.ext}`))
        .header('cache-control', 'private, max-age=3600')
        .send(await app.deps.storage.get(asset.storage_key));
    },
  );
};
