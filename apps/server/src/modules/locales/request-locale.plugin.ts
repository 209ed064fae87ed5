import fp from 'fastify-plugin';
import { resolveLocale, type RequestLocale } from '../../lib/locale.ts';
import { offeredLocaleSettings } from './locale.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: RequestLocale;
  }
}

/** Resolves the Accept-Language header of every API request to a locale the portal offers. */
export const requestLocalePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', null as never);
    app.addHook('onRequest', async (request) => {
      const { codes, defaultCode } = await offeredLocaleSettings(app.deps.db);
      // Links opened by the browser carry the locale as a query parameter.
      const query = (request.query as Record<string, unknown> | undefined)?.['accept-language'];
      const header = request.headers['accept-language'] ?? (typeof query === 'string' ? query : undefined);
      request.locale = resolveLocale(Array.isArray(header) ? header[0] : header, codes, defaultCode);
    });
  },
  { name: 'request-locale' },
);
