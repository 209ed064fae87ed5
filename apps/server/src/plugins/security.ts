import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { ACCOUNT_SLOT_SCRIPT, SCREEN_STATE_SCRIPT } from '@vitrine/contract/account-slot';
import fp from 'fastify-plugin';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The two inline scripts a page may run: a first screen's account button and guest check (see their module). */
const INLINE_SCRIPTS = [hashOf(ACCOUNT_SLOT_SCRIPT), hashOf(SCREEN_STATE_SCRIPT)];

/** Security headers with a CSP the web app passes (MUI injects styles, so inline styles are allowed). */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...INLINE_SCRIPTS],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
