import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { ADMIN_BASE, API_BASE } from '@vitrine/contract';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { adminRoutes, backgroundImportsPlugin } from './admin/index.ts';
import { apiRoutes } from './modules/api.routes.ts';
import { receivedFileRoutes } from './modules/console/index.ts';
import { downloadFileRoutes, downloadRoutes } from './modules/downloads/index.ts';
import { exportFileRoutes } from './modules/export/index.ts';
import { leafletRoutes } from './modules/leaflets/index.ts';
import { renditionRoutes } from './modules/renditions/index.ts';
import { allowedHostsPlugin } from './plugins/allowed-hosts.ts';
import { redactingLogger } from './lib/log-redaction.ts';
import { requestId } from './lib/request-context.ts';
import { docsPlugin } from './plugins/docs.ts';
import { healthPlugin } from './plugins/health.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { requestIdPlugin } from './plugins/request-id.ts';
import { infrastructurePlugin } from './plugins/infrastructure.ts';
import { clientErrors, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { webPlugin } from './plugins/web.ts';
import { pageRenderer } from './modules/boot/index.ts';

export interface BuildOptions {
  /** false for none; otherwise pino options over the configured level (tests pass a stream). */
  logger?: false | object;
}

/** Builds the whole portal (API, docs, web app) without listening: tests use `app.inject`. */
export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Every line goes through redaction: URLs and headers carry tokens and link signatures.
    logger:
      options.logger === false ? false : redactingLogger({ level: deps.config.logLevel, ...options.logger }),
    trustProxy: deps.config.trustProxy,
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    routerOptions: {
      maxParamLength: 500,
      // Bracket notation (filters[id]=1) as the portal sends it, with bounds against abuse.
      querystringParser: (text) => qs.parse(text, { depth: 3, arrayLimit: 200, parameterLimit: 500 }),
    },
  });
  await app.register(infrastructurePlugin, deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(healthPlugin);
  await app.register(metricsPlugin);
  await app.register(allowedHostsPlugin);
  await app.register(securityPlugin);
  // After the security headers' hook, so its refusals carry them too.
  await app.register(textInputPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  // Route-level limits (sign-in, registration, reset mails, account requests) apply only when enabled.
  if (deps.config.rateLimit) await app.register(rateLimit, { global: false, enableDraftSpec: true });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, parts: 25 } });
  await app.register(docsPlugin);
  // The admin area's imports, which the console starts: offered before the routes that use them.
  await app.register(backgroundImportsPlugin);
  await app.register(apiRoutes, { prefix: API_BASE });
  await app.register(adminRoutes, { prefix: ADMIN_BASE });
  await app.register(renditionRoutes);
  await app.register(exportFileRoutes);
  await app.register(receivedFileRoutes);
  await app.register(leafletRoutes);
  await app.register(downloadRoutes);
  await app.register(downloadFileRoutes);
  await app.register(webPlugin, { root: deps.config.webDist, renderPage: pageRenderer(deps.config.webDist) });
  return app;
}
