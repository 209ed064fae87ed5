import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { ACCOUNT_SLOT_SCRIPT } from '@vitrine/contract/account-slot';
import fp from 'fastify-plugin';

/** The one inline script a page may run: a first screen's account button (see its module). */
const ACCOUNT_SLOT_HASH = `'sha256-${createHash('sha256').update(ACCOUNT_SLOT_SCRIPT).digest('base64')}'`;

/** Security headers with a CSP the web app passes (MUI injects styles, so inline styles are allowed). */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ACCOUNT_SLOT_HASH],
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
