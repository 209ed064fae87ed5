import {
  AccountRequest,
  MailRequest,
  MessageAnswer,
  RegisterRequest,
  RegistrationConfirm,
  RegistrationGroupList,
  ResetLinkCheck,
  TokenAnswer,
  TokenRequest,
  UserProfile,
  errorAnswers,
} from '@vitrine/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../plugins/request-origin.ts';
import { portalConfig } from '../config/index.ts';
import { submitAccountRequest } from './account-request.service.ts';
import type { MailContext } from './account-mail.ts';
import { login } from './auth.service.ts';
import { listPublicGroups } from './group.repository.ts';
import { checkResetLink, sendPasswordReset } from './password-reset.service.ts';
import { confirmRegistration, requestRegistration } from './registration.service.ts';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const errors = errorAnswers(400, 403, 409, 429);

/** Public account calls: sign in, password reset mail, registration and account requests. */
export const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const mailContext = async (request: FastifyRequest): Promise<MailContext> => {
    const origin = requestOrigin(request);
    const portal = (await portalConfig(deps, origin)).setup.title;
    return { origin, portal, locale: request.locale };
  };

  app.post(
    '/public/auth/token',
    {
      config: limit(10),
      schema: {
        operationId: 'signIn',
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
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'Mail a password reset link',
        body: MailRequest,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      sendPasswordReset(deps, request.body.email, await mailContext(request)).catch((error: unknown) =>
        request.log.error(error, 'password reset mail'),
      );
      return { message: 'Request sent' };
    },
  );

  app.post(
    '/public/auth/reset/check',
    {
      config: limit(20),
      schema: {
        operationId: 'checkPasswordResetLink',
        tags: ['auth'],
        summary:
          'Check a password reset link before a new password is typed (reset_link_invalid when used, replaced or expired)',
        body: ResetLinkCheck,
        response: { 200: MessageAnswer, ...errors },
      },
    },
    async (request) => {
      await checkResetLink(deps, request.body.token);
      return { message: 'The link is valid' };
    },
  );

  app.get(
    '/public/user/register/groups',
    {
      schema: {
        operationId: 'listRegistrationGroups',
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
        operationId: 'requestAccount',
        tags: ['auth'],
        summary: 'Request a company account',
        body: AccountRequest,
        response: { 200: MessageAnswer, ...errors },
      },
    },
    async (request) => {
      const { portal } = await mailContext(request);
      await submitAccountRequest(deps, request.body, request.locale, portal, (e) =>
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
        operationId: 'register',
        tags: ['auth'],
        summary:
          'Register into a group: mails a link that creates the account (the same answer for a known address)',
        body: RegisterRequest,
        response: { 200: MessageAnswer, ...errors },
      },
    },
    async (request) => {
      const { mail } = await requestRegistration(deps, request.body, await mailContext(request));
      mail.catch((error: unknown) => request.log.error(error, 'registration mail'));
      return { message: 'Please check your e-mail to finish the registration' };
    },
  );

  app.post(
    '/public/user/register/confirm',
    {
      config: limit(10),
      schema: {
        operationId: 'confirmRegistration',
        tags: ['auth'],
        summary: 'Create the account from the registration link; answers the signed-in user',
        body: RegistrationConfirm,
        response: { 200: UserProfile, ...errors },
      },
    },
    async (request) => confirmRegistration(deps, request.body.token),
  );
};
