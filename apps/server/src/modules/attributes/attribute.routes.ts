import { attributeRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { attributeIndex, attributeSets } from './attribute.service.ts';

/** Attributes (options, units, help texts) and the attribute sets a product's values are grouped in. */
export const attributeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, routes.listAttributes),
    handler: async (request) => {
      const { list } = await attributeIndex(app.deps, request.locale);
      const names = request.query.filters?.name;
      if (!names) return list;
      const wanted = new Set(Array.isArray(names) ? names : names.split(','));
      return list.filter((a) => wanted.has(a.name));
    },
  });
  app.route({
    ...contractRoute(app, routes.listAttributeSets),
    handler: async (request) => attributeSets(app.deps.db, request.locale, request.query.filters?.id),
  });
};
