import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { Principal, UserPrincipal } from '../../lib/principal.ts';
import { authenticate } from './auth.service.ts';
import { isResetLinkToken, resetLinkInvalid } from './password-reset.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
  interface FastifyContextConfig {
    /** Guests may call this non-GET route (their calls are otherwise read-only). */
    allowGuest?: boolean;
    /** A password-reset token is accepted here (and nowhere else). */
    allowResetToken?: boolean;
    /** The token may come as an `authorization` query parameter (links opened by the browser). */
    tokenInQuery?: boolean;
  }
}

/** The raw token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
function readToken(request: FastifyRequest): string | undefined {
  const fromQuery = request.routeOptions.config.tokenInQuery
    ? (request.query as { authorization?: unknown }).authorization
    : undefined;
  const header = (
    request.headers.authorization ?? (typeof fromQuery === 'string' ? fromQuery : undefined)
  )?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '') || undefined;
}

/** Authenticates every route of the encapsulating (private) plugin. */
export const principalPlugin = fp(
  async (app) => {
    app.decorateRequest('principal', null as never);
    app.addHook('onRequest', async (request) => {
      const token = readToken(request);
      if (!token || token.length > 512) throw unauthorized('Please sign in');
      const principal = await authenticate(app.deps, token);
      // A dead reset link is not an ended session: its page offers a new mail, not a sign-in.
      if (!principal) throw isResetLinkToken(token) ? resetLinkInvalid() : unauthorized();
      const config = request.routeOptions.config;
      if (principal.kind === 'user' && principal.tokenKind === 'reset' && !config.allowResetToken) {
        throw unauthorized('This link only allows setting a new password');
      }
      if (principal.kind === 'guest' && !['GET', 'HEAD'].includes(request.method) && !config.allowGuest) {
        throw forbidden('Please sign in to do this', 'guest_read_only');
      }
      request.principal = principal;
    });
  },
  { name: 'principal' },
);

/** The signed-in user, or a 403 for a guest. */
export function requireUser(request: FastifyRequest): UserPrincipal {
  if (request.principal.kind !== 'user') throw forbidden('Please sign in to do this', 'guest_read_only');
  return request.principal;
}
