import { searchRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { noteSearch } from './search-log.service.ts';
import { suggest } from './suggestion.service.ts';
import { sightOf } from '../visibility/index.ts';

/** Suggestions while a search is typed, across products, assets and contents. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.suggestSearch),
    handler: async (request) =>
      suggest(
        app.deps,
        request.locale,
        requestOrigin(request),
        request.query,
        await sightOf(app.deps, request.principal),
      ),
  });
  app.route({
    ...contractRoute(app, routes.noteSearch),
    config: { allowGuest: true, ...writeLimit('event') },
    handler: async (request) => ({
      stored: await noteSearch(
        app.deps,
        {
          principal: request.principal,
          locale: request.locale,
          origin: requestOrigin(request),
          sight: await sightOf(app.deps, request.principal),
        },
        request.body,
      ),
    }),
  });
};
