import {
  Consent,
  PROFILE_MEDIA_PATH,
  ConsentRequest,
  FeatureList,
  ProfileMedia,
  ProfileUpdate,
  UserProfile,
} from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
const tags = ['profile'];
const token = (authorization: string | undefined) => (authorization ?? '').trim().replace(/^Bearer\s+/i, '');

/** The signed-in user's profile, image, features and consent. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/private/profile/', { schema: { tags, response: { 200: UserProfile } } }, async (request) =>
    loadProfile(deps.db, request.principal, token(request.headers.authorization)),
  );

  app.post(
    '/private/profile/:id',
    {
      config: writeLimit('form'),
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ProfileUpdate,
        response: { 200: UserProfile },
      },
    },
    async (request) => {
      await saveProfile(deps.db, requireUser(request), request.params.id, request.body);
      return loadProfile(deps.db, request.principal, token(request.headers.authorization));
    },
  );

  app.post(
    PROFILE_MEDIA_PATH,
    {
      config: writeLimit('upload'),
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ProfileMedia } },
    },
    async (request) => {
      const principal = requireUser(request);
      const buffer = await readUpload(request, { limits: { fileSize: MAX_UPLOAD, files: 1 } });
      if (!buffer) throw badRequest('Attach an image file', 'file', 'file_missing');
      return uploadProfileMedia(deps, principal, buffer);
    },
  );

  app.get(
    `${PROFILE_MEDIA_PATH}/:id`,
    { schema: { tags, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const media = await findProfileMedia(deps, requireUser(request), request.params.id);
      return reply.type(media.contentType).header('content-length', media.size).send(media.stream);
    },
  );

  app.delete(
    `${PROFILE_MEDIA_PATH}/:id`,
    { config: writeLimit('form'), schema: { tags, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      await removeProfileMedia(deps, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/private/profile/feature',
    { schema: { tags, response: { 200: FeatureList } } },
    async (request) => ({
      features: await featuresFor(deps.db, request.principal),
    }),
  );

  app.get('/private/profile/consent', { schema: { tags, response: { 200: Consent } } }, async (request) =>
    consentFor(deps.db, request.principal, request.locale),
  );

  app.post(
    '/private/profile/consent',
    { config: writeLimit('form'), schema: { tags, body: ConsentRequest, response: { 200: Consent } } },
    async (request) => agreeToConsent(deps.db, requireUser(request), request.locale),
  );
};
