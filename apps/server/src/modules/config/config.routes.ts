import { PortalConfig } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { portalConfig } from './config.service.ts';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/config/',
    {
      schema: {
        operationId: 'getConfig',
        tags: ['config'],
        summary: 'Setup, mapping and theme',
        response: { 200: PortalConfig },
      },
    },
    async (request) => portalConfig(app.deps, requestOrigin(request)),
  );
};
