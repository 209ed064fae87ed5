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

  app.get(
    '/private/profile/',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'The signed-in user’s profile',
        tags,
        response: { 200: UserProfile },
      },
    },
    async (request) => loadProfile(deps.db, request.principal, token(request.headers.authorization)),
  );

  app.post(
    '/private/profile/:id',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'updateProfile',
        summary: 'Save the signed-in user’s own profile',
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
      schema: {
        operationId: 'uploadProfilePicture',
        summary: 'Upload a profile picture (an image part `file`, at most 5 MB)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ProfileMedia },
      },
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
    {
      schema: {
        operationId: 'getProfilePicture',
        summary: 'A profile picture of the signed-in user',
        tags,
        produces: ['image/*'],
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const media = await findProfileMedia(deps, requireUser(request), request.params.id);
      return reply.type(media.contentType).header('content-length', media.size).send(media.stream);
    },
  );

  app.delete(
    `${PROFILE_MEDIA_PATH}/:id`,
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'deleteProfilePicture',
        summary: 'Remove a profile picture',
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeProfileMedia(deps, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/private/profile/feature',
    {
      schema: {
        operationId: 'listFeatures',
        summary: 'The features the caller may use',
        tags,
        response: { 200: FeatureList },
      },
    },
    async (request) => ({
      features: await featuresFor(deps.db, request.principal),
    }),
  );

  app.get(
    '/private/profile/consent',
    {
      schema: {
        operationId: 'getConsent',
        summary: 'The consent text and whether the user agreed to it',
        tags,
        response: { 200: Consent },
      },
    },
    async (request) => consentFor(deps.db, request.principal, request.locale),
  );

  app.post(
    '/private/profile/consent',
    {
      config: writeLimit('form'),
      schema: {
        operationId: 'agreeToConsent',
        summary: 'Agree to the current consent text',
        tags,
        body: ConsentRequest,
        response: { 200: Consent },
      },
    },
    async (request) => agreeToConsent(deps.db, requireUser(request), request.locale),
  );
};
