import { BRAND_IMAGE_MAX_BYTES } from '@vitrine/contract';
import { consoleSettingsRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { readUploadFile } from '../../lib/upload.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { consoleSettings, saveConsoleSettings, uploadBrandImage } from './settings.service.ts';

/** The console's settings page: registered inside the console's routes, behind their administrator check. */
export const consoleSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.route({
    ...contractRoute(app, routes.getConsoleSettings),
    handler: (request) => consoleSettings(deps, request.principal, request.locale),
  });
  app.route({
    ...contractRoute(app, routes.saveConsoleSettings),
    config: writeLimit('console'),
    handler: (request) => saveConsoleSettings(deps, request.principal, request.body, request.locale),
  });
  for (const [spec, kind] of [
    [routes.uploadConsoleLogo, 'logo'],
    [routes.uploadConsoleFavicon, 'favicon'],
  ] as const) {
    app.route({
      ...contractRoute(app, spec),
      config: writeLimit('upload'),
      handler: async (request) => {
        const file = await readUploadFile(request, { limits: { fileSize: BRAND_IMAGE_MAX_BYTES, files: 1 } });
        if (!file) throw badRequest('Attach an image file', 'file', 'file_missing');
        return uploadBrandImage(deps, request.principal, kind, file);
      },
    });
  }
};
