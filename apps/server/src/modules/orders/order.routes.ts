import { CountryOptions } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryOptions } from './countries.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private/order/options',
    { schema: { tags: ['orders'], summary: 'Country options', response: { 200: CountryOptions } } },
    async (request) => countryOptions(request.locale.language),
  );
};
