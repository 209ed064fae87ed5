import { AttributeList, AttributeSetQuery, AttributeSet } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attributeIndex, attributeSets } from './attribute.service.ts';

export const attributeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private/attribute/',
    {
      schema: {
        operationId: 'listAttributes',
        tags: ['catalogue'],
        summary: 'Attributes with options, units and help texts',
        querystring: z.object({
          filters: z.object({ name: z.union([z.string(), z.array(z.string())]).optional() }).optional(),
        }),
        response: { 200: AttributeList },
      },
    },
    async (request) => {
      const { list } = await attributeIndex(app.deps, request.locale);
      const names = request.query.filters?.name;
      if (!names) return list;
      const wanted = new Set(Array.isArray(names) ? names : names.split(','));
      return list.filter((a) => wanted.has(a.name));
    },
  );
  app.get(
    '/private/attribute-set/',
    {
      schema: {
        operationId: 'listAttributeSets',
        summary: 'Attribute sets with their attributes; filters[id] keeps one',
        tags: ['catalogue'],
        querystring: AttributeSetQuery,
        response: { 200: z.array(AttributeSet) },
      },
    },
    async (request) => attributeSets(app.deps.db, request.locale, request.query.filters?.id),
  );
};
