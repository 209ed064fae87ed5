import { z } from 'zod';
import { RenditionQuery } from '../media.ts';
import { RENDITION_BASE } from '../paths.ts';
import { route } from './route.ts';

/** Media files and their renditions, under their storage key (`<img src>` addresses: rendition-url.ts). */
export const renditionRoutes = {
  getMediaFile: route({
    method: 'GET',
    base: RENDITION_BASE,
    path: '/*',
    operationId: 'getMediaFile',
    tags: ['media'],
    summary: 'A media file or one of its renditions',
    params: z.object({ '*': z.string().max(400) }),
    query: RenditionQuery,
    answer: { file: ['image/*', 'video/*', 'application/octet-stream'] },
    // A full conversion queue answers 503 busy; a byte range outside the file 416.
    errors: [416, 503],
  }),
};
