import { authRoutes as routes } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { changePassword, logout } from './auth.service.ts';
import { requireUser } from './principal.plugin.ts';

/** Private account calls: a new password (also from a reset link) and signing out. */
export const authPrivateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.route({
    ...contractRoute(app, routes.changePassword),
    config: { allowResetToken: true, ...writeLimit('password') },
    handler: async (request) => ({
      message: 'Password changed',
      token: await changePassword(deps, requireUser(request), request.body),
    }),
  });

  app.route({
    ...contractRoute(app, routes.signOut),
    config: { allowGuest: true, ...writeLimit('session') },
    handler: async (request, reply) => {
      if (request.principal.kind === 'user') await logout(deps.db, request.principal);
      return reply.code(204).send(null);
    },
  });
};
