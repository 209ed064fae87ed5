import { LocaleList } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locales } from './locale.service.ts';

export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/locale/',
    {
      schema: {
        operationId: 'listLocales',
        tags: ['config'],
        summary: 'The portal locales',
        response: { 200: LocaleList },
      },
    },
    async () => locales(app.deps.db),
  );
};
