import { EXPORT_FILE_BASE } from '@vitrine/contract';
import { exportKey } from '../../storage/keys.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/errors.ts';
import { verifySignedUrl } from '../../lib/signing.ts';
import { signingKey } from '../config/index.ts';

const TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Prepared export files, reachable only through the signed, expiring links the API hands out. */
export const exportFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${EXPORT_FILE_BASE}/:id/:filename`,
    {
      schema: {
        operationId: 'downloadExportFile',
        summary: 'A prepared product export file (signed link)',
        tags: ['export'],
        params: z.object({ id: z.uuid(), filename: z.string().regex(/^[a-z0-9-]+\.(xlsx|csv)$/) }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
        produces: Object.values(TYPES),
        errors: [403],
      },
    },
    async (request, reply) => {
      const { id, filename } = request.params;
      const valid = verifySignedUrl(
        await signingKey(app.deps.db),
        `${EXPORT_FILE_BASE}/${id}/${filename}`,
        request.query.expires,
        request.query.signature,
      );
      if (!valid) throw forbidden('This download link is invalid or has expired', 'link_expired');
      const format = filename.split('.').pop()!;
      const key = exportKey(id, format);
      const stat = await app.deps.storage.stat(key);
      if (!stat) throw notFound('The file is no longer available');
      return reply
        .type(TYPES[format])
        .header('content-length', stat.size)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(await app.deps.storage.get(key));
    },
  );
};
