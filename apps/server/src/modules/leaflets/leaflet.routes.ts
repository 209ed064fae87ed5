import { LEAFLET_BASE } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveLocale } from '../../lib/locale.ts';
import { localeSettings } from '../locales/index.ts';
import { renderLeaflet } from './leaflet.service.ts';

/**
 * Public leaflet HTML: /pim/export/export/public/leaflet/{locale}/{product id}/{file name}.html.
 * The file name (spec 5) only names the download; the product and locale decide the content.
 */
export const leafletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LEAFLET_BASE}/:locale/:productId/:file`,
    {
      schema: {
        tags: ['leaflets'],
        summary: 'A product leaflet as sanitised HTML',
        params: z.object({
          locale: z.string().regex(/^[a-z]{2}([_-][A-Za-z]{2})?$/, 'Expected a locale code'),
          productId: z.coerce.number().int().positive().max(2_147_483_647),
          file: z
            .string()
            .max(300)
            .regex(/^[\p{L}\p{N}_.-]+\.html$/u, 'Expected a file name ending in .html'),
        }),
      },
    },
    async (request, reply) => {
      const { codes, defaultCode } = await localeSettings(app.deps.db);
      const locale = resolveLocale(request.params.locale, codes, defaultCode);
      const html = await renderLeaflet(app.deps, locale, request.params.productId);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(html);
    },
  );
};
