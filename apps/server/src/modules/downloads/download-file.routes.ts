import { DOWNLOAD_FILE_BASE } from '@vitrine/contract';
import { downloadRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { mimeType } from '../../lib/media-types.ts';
import { verifySignedUrl } from '../../lib/signing.ts';
import { signingKey } from '../config/index.ts';
import { downloadableAsset, filesOutOfRights, securedPath } from '../media/index.ts';
import { planCartZip, writeCartZip } from './cart-zip.service.ts';
import { liveDownload, recordLinkDownload } from './download.service.ts';
import { revokedAnswer } from './revoked-answer.ts';
import { responseSink } from './response-sink.ts';

const expired = () => forbidden('This download link is invalid or has expired', 'link_expired');

/** `attachment` with the name in plain ASCII and in full (RFC 6266). */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Cart zips and original asset files, reachable only through signed, expiring links. */
export const downloadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.downloadCartZip),
    compress: false,
    handler: async (request, reply) => {
      const { id, filename } = request.params;
      const { expires, signature } = request.query;
      const key = await signingKey(app.deps.db);
      if (!verifySignedUrl(key, `${DOWNLOAD_FILE_BASE}/${id}/${filename}`, expires, signature))
        throw expired();
      const download = await liveDownload(app.deps, id);
      if (!download) throw notFound('The file is no longer available');
      if (download.revoked) return revokedAnswer(request, reply);
      // Missing sources are still a 404 here; once the first byte is out, no status can change.
      const plan = await planCartZip(app.deps, download.entries);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'application/zip',
        'content-disposition': disposition(download.fileName),
        'cache-control': 'private, max-age=3600',
        // Known when every entry is stored as is; otherwise the archive goes out chunked.
        ...(plan.length === undefined ? {} : { 'content-length': plan.length }),
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      await recordLinkDownload(app.deps, id).catch((error: unknown) =>
        request.log.warn(error, 'download count'),
      );
      try {
        await writeCartZip(app.deps, download.entries, responseSink(response), plan);
        response.end();
      } catch (error) {
        // Ending the connection without the archive's end is how the browser learns the download
        // failed: a truncated zip, never one that looks whole.
        if (response.destroyed) request.log.info({ download: id }, 'cart zip: the client went away');
        else request.log.error({ err: error, download: id }, 'cart zip failed while streaming');
        response.destroy();
      }
    },
  });

  app.route({
    ...contractRoute(app, routes.downloadAssetFile),
    compress: false,
    handler: async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!verifySignedUrl(await signingKey(app.deps.db), securedPath(id), expires, signature))
        throw expired();
      const asset = await downloadableAsset(app.deps.db, id);
      // An asset whose rights ended is refused even by a link signed before.
      const ended = asset ? await filesOutOfRights(app.deps.db, [asset.storage_key]) : new Set<string>();
      const stat = asset && !ended.size && (await app.deps.storage.stat(asset.storage_key));
      if (!asset || !stat) throw notFound('The file is no longer available');
      return reply
        .type(mimeType(asset.ext))
        .header('content-length', stat.size)
        .header('content-disposition', disposition(`${asset.name}.${asset.ext}`))
        .header('cache-control', 'private, max-age=3600')
        .send(await app.deps.storage.get(asset.storage_key));
    },
  });
};
