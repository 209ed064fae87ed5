import { API_DOCS } from '@vitrine/contract';
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/html.ts';
import { finishDocument } from '../lib/openapi-document.ts';
import { describeOperation, type RouteAuth } from '../lib/openapi-operation.ts';

const DOCUMENT_URL = `${API_DOCS}/json`;
/** Scalar's own script, served from the package (no CDN): the page below loads it. */
const REFERENCE_PREFIX = `${API_DOCS}/reference`;
const REFERENCE_SCRIPT = `${REFERENCE_PREFIX}/js/scalar.js`;

const TAGS = [
  ['config', 'The portal\u2019s setup, theme and locales: public, read before signing in.'],
  ['auth', 'Signing in and out, password resets, registration and account requests.'],
  ['profile', 'The signed-in user\u2019s profile, picture, features and consent.'],
  ['catalogue', 'Products (filters, search, facets), categories, attributes and attribute sets.'],
  ['media', 'Assets by scope, tag and product; media files and their renditions.'],
  ['downloads', 'The download cart: zips of assets behind signed, expiring links.'],
  ['export', 'Product list exports (XLSX, CSV) behind signed links.'],
  ['leaflets', 'Printable product leaflets, public HTML.'],
  ['contents', 'Articles and their categories.'],
  ['forms', 'Forms, their results, logs and assignments.'],
  ['orders', 'Orders of samples and brochures.'],
  ['visitations', 'Visits requested, planned and assigned.'],
  ['reports', 'Problem reports to the operators.'],
  ['analytics', 'First-party page view and cart events.'],
  ['admin', 'The admin API a PIM pushes changes to, with an admin API token.'],
].map(([name, description]) => ({ name: name!, description }));

const DESCRIPTION = [
  'The portal\u2019s API, generated from its contract: what the web app uses, for a PIM, a shop or a',
  'mobile app. Sign in with `POST /pim/portal/api/public/auth/token`; send the token it answers as',
  '`Authorization: <token>` (or `Bearer <token>`). Every error answer is JSON `{message, code, field?}`',
  'with a stable `code`. Paths keep their trailing slashes as the web app calls them. See docs/api.md',
  'for generating a typed client.',
].join(' ');

/** The reference page: Scalar reads its settings from the inert JSON tag (no inline script, for the CSP). */
function referencePage(): string {
  const configuration = {
    url: DOCUMENT_URL,
    withDefaultFonts: false,
    hideClientButton: true,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    defaultOpenAllTags: false,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrine portal API</title>
<link rel="icon" href="data:,">
</head>
<body>
<script id="api-reference" type="application/json" data-url="${DOCUMENT_URL}" data-configuration="${escapeHtml(JSON.stringify(configuration))}"></script>
<script src="${REFERENCE_SCRIPT}"></script>
</body>
</html>
`;
}

/**
 * The OpenAPI document generated from the zod contract and the route schemas, at
 * /pim/portal/api/docs/json, and its reference page at /pim/portal/api/docs. Security and error
 * answers come from how each route is registered (see openapi-operation.ts), so they cannot drift.
 */
export const docsPlugin = fp(
  async (app) => {
    // A route registered where the principal (or the admin token) check runs needs that token.
    const auth = new WeakMap<RouteOptions, RouteAuth>();
    app.addHook('onRoute', function (route) {
      if (this.hasRequestDecorator('adminToken')) auth.set(route, 'admin');
      else if (this.hasRequestDecorator('principal')) auth.set(route, 'token');
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vitrine portal API',
          version: '1.0.0',
          description: DESCRIPTION,
          license: { name: 'MIT', identifier: 'MIT' },
        },
        tags: TAGS,
        components: {
          securitySchemes: {
            token: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'The token `POST /public/auth/token` answers: `<token>` or `Bearer <token>`.',
            },
            tokenQuery: {
              type: 'apiKey',
              in: 'query',
              name: 'authorization',
              description: 'The same token as a query parameter, for a link the browser opens (exports).',
            },
            // The admin API's tokens (vitrine token create <name>): Authorization: Bearer <token>.
            adminToken: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: describeOperation((route) => auth.get(route)),
      transformObject: finishDocument as never,
    });

    // The servers entry names the configured public address, else the address the call came to.
    app.get(DOCUMENT_URL, { schema: { hide: true } }, async (request) => ({
      ...app.swagger(),
      servers: [{ url: app.deps.config.publicUrl ?? `${request.protocol}://${request.host}` }],
    }));
    app.get(API_DOCS, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(referencePage()),
    );
    // Only Scalar's script is wanted from the plugin; its own page (an inline script) sends here.
    await app.register(apiReference, {
      routePrefix: REFERENCE_PREFIX,
      configuration: { url: DOCUMENT_URL },
      hooks: {
        onRequest: async (request, reply) => {
          if (request.url.split('?')[0] !== REFERENCE_SCRIPT) return reply.redirect(API_DOCS);
        },
      },
    });
  },
  { name: 'docs', dependencies: ['config'] },
);
