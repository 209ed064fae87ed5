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
};
