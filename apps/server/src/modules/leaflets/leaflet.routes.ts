import { LEAFLET_BASE } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveLocale } from '../../lib/locale.ts';
import { localeSettings } from '../locales/index.ts';
import { renderLeaflet, renderLeafletPage } from './leaflet.service.ts';

/**
 * Public leaflet HTML: /pim/export/export/public/leaflet/{locale}/{product id}/{file name}.html.
 * The file name (spec 5) only names the download; the product and locale decide the content.
 * The portal's leaflet page fetches the leaflet to insert it (spec 7): it gets the <article> alone.
 * A browser opening the address itself ("Open leaflet", a link in a mail) gets a page of its own in
 * the portal's look, printable on A4: browsers say which by Sec-Fetch-Dest.
 */
export const leafletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LEAFLET_BASE}/:locale/:productId/:file`,
    {
      schema: {
        operationId: 'getLeaflet',
        tags: ['leaflets'],
        produces: ['text/html'],
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
      const { productId } = request.params;
      const opened = request.headers['sec-fetch-dest'] === 'document';
      const html = opened
        ? await renderLeafletPage(app.deps, locale, productId)
        : await renderLeaflet(app.deps, locale, productId);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'Sec-Fetch-Dest')
        .send(html);
    },
  );
};
