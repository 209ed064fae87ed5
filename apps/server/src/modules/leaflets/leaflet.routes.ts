import { leafletRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { resolveLocale } from '../../lib/locale.ts';
import { localeSettings } from '../locales/index.ts';
import { sightOfToken } from '../visibility/index.ts';
import { renderLeaflet, renderLeafletPage } from './leaflet.service.ts';

/**
 * Public leaflet HTML: /pim/export/export/public/leaflet/{locale}/{product id}/{file name}.html.
 * The file name (spec 5) only names the download; the product and locale decide the content.
 * The portal's leaflet page fetches the leaflet to insert it (spec 7): it gets the <article> alone.
 * A browser opening the address itself ("Open leaflet", a link in a mail) gets a page of its own in
 * the portal's look, printable on A4: browsers say which by Sec-Fetch-Dest.
 */
export const leafletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.getLeaflet),
    handler: async (request, reply) => {
      const { codes, defaultCode } = await localeSettings(app.deps.db);
      const locale = resolveLocale(request.params.locale, codes, defaultCode);
      const { productId } = request.params;
      const opened = request.headers['sec-fetch-dest'] === 'document';
      // A leaflet is a public page (mailed, printed); asked with a session, the person's group's
      // hidden products answer 404 as everywhere else.
      const sight = await sightOfToken(app.deps, request.headers.authorization);
      const html = opened
        ? await renderLeafletPage(app.deps, locale, productId, sight)
        : await renderLeaflet(app.deps, locale, productId, sight);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'Sec-Fetch-Dest')
        .send(html);
    },
  });
};
