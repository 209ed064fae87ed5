import { SearchSuggestionQuery, SearchSuggestions, SUGGESTIONS_PATH, errorAnswers } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { suggest } from './suggestion.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SUGGESTIONS_PATH,
    {
      schema: {
        operationId: 'suggestSearch',
        tags: ['search'],
        summary:
          'Suggestions while a search is typed (from two characters): up to `limit` in all, grouped by ' +
          'products (article numbers, EANs and codes first, in any case and without separators), assets and contents',
        querystring: SearchSuggestionQuery,
        response: { 200: SearchSuggestions, ...errorAnswers(400, 401) },
      },
    },
    async (request) => suggest(app.deps, request.locale, requestOrigin(request), request.query),
  );
};
