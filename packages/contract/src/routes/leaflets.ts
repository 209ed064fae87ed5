import { z } from 'zod';
import { LEAFLET_BASE } from '../paths.ts';
import { route } from './route.ts';

/** Public product leaflets: sanitised HTML, the leaflet alone or as a printable page of its own. */
export const leafletRoutes = {
  getLeaflet: route({
    method: 'GET',
    base: LEAFLET_BASE,
    path: '/:locale/:productId/:file',
    operationId: 'getLeaflet',
    tags: ['leaflets'],
    summary: 'A product leaflet as sanitised HTML',
    params: z.object({
      locale: z.string().regex(/^[a-z]{2}([_-][A-Za-z]{2})?$/, 'Expected a locale code'),
      productId: z.coerce.number().int().positive().max(2_147_483_647),
      file: z
        .string()
        .max(300)
        .regex(/^[\p{L}\p{N}_.-]+\.html$/u, 'Expected a file name ending in .html'),
    }),
    answer: { file: ['text/html'] },
  }),
};
