import { authRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { submitAccountRequest } from './account-request.service.ts';
import { mailContextOf } from './account-mail.ts';
import { login } from './auth.service.ts';
import { listPublicGroups } from './group.repository.ts';
import { checkResetLink, sendPasswordReset } from './password-reset.service.ts';
import { confirmRegistration, requestRegistration } from './registration.service.ts';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Public account calls: sign in, password reset mail, registration and account requests. */
export const authPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const mailContext = (request: FastifyRequest) => mailContextOf(deps, request);

  app.route({
    ...contractRoute(app, routes.signIn),
    config: limit(10),
    handler: async (request) => ({ token: await login(deps, request.body.username, request.body.password) }),
  });

  app.route({
    ...contractRoute(app, routes.requestPasswordReset),
    config: limit(5),
    handler: async (request) => {
      sendPasswordReset(deps, request.body.email, await mailContext(request)).catch((error: unknown) =>
        request.log.error(error, 'password reset mail'),
      );
      return { message: 'Request sent' };
    },
  });

  app.route({
    ...contractRoute(app, routes.checkPasswordResetLink),
    config: limit(20),
    handler: async (request) => {
      await checkResetLink(deps, request.body.token);
      return { message: 'The link is valid' };
    },
  });

  app.route({
    ...contractRoute(app, routes.listRegistrationGroups),
    handler: async (request) => listPublicGroups(deps.db, request.locale),
  });

  app.route({
    ...contractRoute(app, routes.requestAccount),
    config: limit(5),
    handler: async (request) => {
      const { portal } = await mailContext(request);
      await submitAccountRequest(deps, request.body, request.locale, portal, (e) =>
        request.log.error(e, 'request mail'),
      );
      return {
        message:
          'Thank you for filling in the request form. Our team has been contacted and will shortly review your request',
      };
    },
  });

  app.route({
    ...contractRoute(app, routes.register),
    config: limit(10),
    handler: async (request) => {
      const { mail } = await requestRegistration(deps, request.body, await mailContext(request));
      mail.catch((error: unknown) => request.log.error(error, 'registration mail'));
      return { message: 'Please check your e-mail to finish the registration' };
    },
  });

  app.route({
    ...contractRoute(app, routes.confirmRegistration),
    config: limit(10),
    handler: async (request) => confirmRegistration(deps, request.body.token),
  });
};
