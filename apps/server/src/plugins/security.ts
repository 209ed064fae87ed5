import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { START_APP_SCRIPT_HASH } from '../modules/boot/first-screen-html.ts';

/** Security headers with a CSP the web app passes (MUI injects styles, so inline styles are allowed). */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The one inline script: the list pages' starter (see first-screen-html.ts).
          scriptSrc: ["'self'", START_APP_SCRIPT_HASH],
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
