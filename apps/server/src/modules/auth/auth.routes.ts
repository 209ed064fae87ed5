import {
  AccountRequest,
  MailRequest,
  MessageAnswer,
  RegisterRequest,
  RegistrationGroupList,
  TokenAnswer,
  TokenRequest,
  UserProfile,
  errorAnswers,
} from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { portalConfig } from '../config/index.ts';
import { submitAccountRequest } from './account-request.service.ts';
import { login, registerAndSignIn } from './auth.service.ts';
import { listPublicGroups } from './group.repository.ts';
import { sendPasswordReset } from './password-reset.service.ts';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const errors = errorAnswers(400, 403, 409, 429);

/** Public account calls: sign in, password reset mail, registration and account requests. */
export const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const portalTitle = async (origin: string) => (await portalConfig(deps, origin)).setup.title;

  app.post(
    '/public/auth/token',
    {
      config: limit(10),
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: TokenRequest,
        response: { 200: TokenAnswer, ...errors },
      },
    },
    async (request) => ({ token: await login(deps, request.body.username, request.body.password) }),
  );

  app.post(
    '/public/mail/request',
    {
      config: limit(5),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        body: MailRequest,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const origin = requestOrigin(request);
      const title = await portalTitle(origin);
      sendPasswordReset(deps, request.body.email, request.locale, origin, title).catch((error: unknown) =>
        request.log.error(error, 'password reset mail'),
      );
      return { message: 'Request sent' };
    },
  );

  app.get(
    '/public/user/register/groups',
    {
      schema: {
        tags: ['auth'],
        summary: 'Groups open to registration',
        response: { 200: RegistrationGroupList },
      },
    },
    async (request) => listPublicGroups(deps.db, request.locale),
  );

  app.post(
    '/public/user/request',
    {
      config: limit(5),
      schema: {
        tags: ['auth'],
        summary: 'Request a company account',
        body: AccountRequest,
        response: { 200: MessageAnswer, ...errors },
      },
    },
    async (request) => {
      const title = await portalTitle(requestOrigin(request));
      await submitAccountRequest(deps, request.body, request.locale, title, (e) =>
        request.log.error(e, 'request mail'),
      );
      return {
        message:
          'Thank you for filling in the request form. Our team has been contacted and will shortly review your request',
      };
    },
  );

  app.post(
    '/public/user/register',
    {
      config: limit(10),
      schema: {
        tags: ['auth'],
        summary: 'Register into a group',
        body: RegisterRequest,
        response: { 200: UserProfile, ...errors },
      },
    },
    async (request) => {
      return registerAndSignIn(deps, request.body, request.locale);
    },
  );
};
