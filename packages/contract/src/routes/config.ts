import { z } from 'zod';
import { PortalConfig } from '../config.ts';
import { API_BASE } from '../paths.ts';
import { route } from './route.ts';

/** The portal's configuration (setup, mapping, theme): public, read before anyone signs in. */
export const configRoutes = {
  getConfig: route({
    method: 'GET',
    base: API_BASE,
    path: '/public/config/',
    operationId: 'getConfig',
    tags: ['config'],
    summary: 'Setup, mapping and theme',
    answer: PortalConfig,
  }),
  getBrandFile: route({
    method: 'GET',
    base: API_BASE,
    path: '/public/brand/:file',
    operationId: 'getBrandFile',
    tags: ['config'],
    summary: 'A logo or favicon uploaded in the console (its address never changes its bytes)',
    params: z.object({
      file: z.string().regex(/^[0-9a-f-]{36}\.(?:png|jpg|webp|svg|ico)$/, 'A brand file name'),
    }),
    answer: { file: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/x-icon'] },
    errors: [400, 404],
  }),
};
