import {
  Consent,
  ConsentRequest,
  FeatureList,
  PasswordChange,
  ProfileMedia,
  ProfileUpdate,
  TokenAnswer,
  UserProfile,
} from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/principal.ts';
import { changePassword, logout } from '../auth/auth.service.ts';
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

/** The signed-in user's profile, image, features, consent, password and logout. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get('/private/profile/', { schema: { tags, response: { 200: UserProfile } } }, async (request) =>
    loadProfile(deps, request.principal, token(request.headers.authorization)),
  );

  app.post(
    '/private/profile/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ProfileUpdate,
        response: { 200: UserProfile },
      },
    },
    async (request) => {
      await saveProfile(deps, requireUser(request), request.params.id, request.body);
      return loadProfile(deps, request.principal, token(request.headers.authorization));
    },
  );

  app.post(
    '/private/profile/media',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: ProfileMedia } } },
    async (request) => {
      const principal = requireUser(request);
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD, files: 1 } });
      if (!file) throw badRequest('Attach an image file', 'file');
      const buffer = await file.toBuffer();
      return uploadProfileMedia(deps, principal, buffer);
    },
  );

  app.get(
    '/private/profile/media/:id',
    { schema: { tags, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const media = await findProfileMedia(deps, requireUser(request), request.params.id);
      return reply.type(media.contentType).header('content-length', media.size).send(media.stream);
    },
  );

  app.delete(
    '/private/profile/media/:id',
    { schema: { tags, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      await removeProfileMedia(deps, requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/private/profile/feature',
    { schema: { tags, response: { 200: FeatureList } } },
    async (request) => ({
      features: await featuresFor(deps, request.principal),
    }),
  );

  app.get('/private/profile/consent', { schema: { tags, response: { 200: Consent } } }, async (request) =>
    consentFor(deps, request.principal, request.locale),
  );

  app.post(
    '/private/profile/consent',
    { schema: { tags, body: ConsentRequest, response: { 200: Consent } } },
    async (request) => agreeToConsent(deps, requireUser(request), request.locale),
  );

  app.patch(
    '/private/profile/change',
    {
      config: { allowResetToken: true },
      schema: {
        tags,
        summary: 'Set a new password; answers a fresh session token',
        body: PasswordChange,
        response: { 200: TokenAnswer.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      message: 'Password changed',
      token: await changePassword(deps, requireUser(request), request.body.password),
    }),
  );

  app.delete(
    '/private/auth/token',
    { config: { allowGuest: true }, schema: { tags: ['auth'], summary: 'Sign out' } },
    async (request, reply) => {
      if (request.principal.kind === 'user') await logout(deps, request.principal);
      return reply.code(204).send();
    },
  );
};
