import { profileRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { readUpload } from '../../lib/upload.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import {
  agreeToConsent,
  consentFor,
  featuresFor,
  findProfileMedia,
  loadProfile,
  removeProfileMedia,
  saveProfile,
  uploadProfileMedia,
} from './profile.service.ts';

const MAX_UPLOAD = 5 * 1024 * 1024;
const token = (authorization: string | undefined) => (authorization ?? '').trim().replace(/^Bearer\s+/i, '');

/** The signed-in user's profile, image, features and consent. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.route({
    ...contractRoute(app, routes.getProfile),
    handler: async (request) => loadProfile(deps.db, request.principal, token(request.headers.authorization)),
  });

  app.route({
    ...contractRoute(app, routes.updateProfile),
    config: writeLimit('form'),
    handler: async (request) => {
      await saveProfile(deps.db, requireUser(request), request.params.id, request.body);
      return loadProfile(deps.db, request.principal, token(request.headers.authorization));
    },
  });

  app.route({
    ...contractRoute(app, routes.uploadProfilePicture),
    config: writeLimit('upload'),
    handler: async (request) => {
      const principal = requireUser(request);
      const buffer = await readUpload(request, { limits: { fileSize: MAX_UPLOAD, files: 1 } });
      if (!buffer) throw badRequest('Attach an image file', 'file', 'file_missing');
      return uploadProfileMedia(deps, principal, buffer);
    },
  });

  app.route({
    ...contractRoute(app, routes.getProfilePicture),
    handler: async (request, reply) => {
      const media = await findProfileMedia(deps, requireUser(request), request.params.id);
      return reply.type(media.contentType).header('content-length', media.size).send(media.stream);
    },
  });

  app.route({
    ...contractRoute(app, routes.deleteProfilePicture),
    config: writeLimit('form'),
    handler: async (request, reply) => {
      await removeProfileMedia(deps, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(app, routes.listFeatures),
    handler: async (request) => ({
      features: await featuresFor(deps.db, request.principal),
    }),
  });

  app.route({
    ...contractRoute(app, routes.getConsent),
    handler: async (request) => consentFor(deps.db, request.principal, request.locale),
  });

  app.route({
    ...contractRoute(app, routes.agreeToConsent),
    config: writeLimit('form'),
    handler: async (request) => agreeToConsent(deps.db, requireUser(request), request.locale),
  });
};
