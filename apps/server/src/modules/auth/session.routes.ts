import { PasswordChange, TokenAnswer, errorAnswers } from '@vitrine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeLimit } from '../../plugins/write-limit.ts';
import { changePassword, logout } from './auth.service.ts';
import { requireUser } from './principal.plugin.ts';

/** Private account calls: a new password (also from a reset link) and signing out. */
export const authPrivateRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.patch(
    '/private/profile/change',
    {
      config: { allowResetToken: true, ...writeLimit('password') },
      schema: {
        operationId: 'changePassword',
        tags: ['profile'],
        summary: 'Set a new password (the current one too, unless from a reset link); ends other sessions',
        body: PasswordChange,
        response: { 200: TokenAnswer.extend({ message: z.string() }), ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      message: 'Password changed',
      token: await changePassword(deps, requireUser(request), request.body),
    }),
  );

  app.delete(
    '/private/auth/token',
    {
      config: { allowGuest: true, ...writeLimit('session') },
      schema: { operationId: 'signOut', tags: ['auth'], summary: 'Sign out', response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (request.principal.kind === 'user') await logout(deps.db, request.principal);
      return reply.code(204).send(null);
    },
  );
};
