import { ADMIN_PUSH_MAX_BYTES, ConsoleImportFileName } from '@vitrine/contract';
import { consoleImportRoutes as routes, routePath } from '@vitrine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { acceptRawBodies, pushedBody } from '../../lib/pushed-body.ts';
import { writeLimit } from '../../plugins/write-limit.ts';
import { importPage, importRun, startConsoleImport } from './imports.service.ts';

/**
 * The console's imports: a file sent from the browser, read as the admin API's bulk push reads one
 * (raw or multipart, streamed to the file store, never held whole). Registered inside the console's
 * routes, so their administrator check runs first.
 */
export const consoleImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // Offered by the admin area, which runs the importers: a portal assembled without it fails here.
  if (!app.hasDecorator('backgroundImports'))
    throw new Error('The console imports need the admin area’s background imports registered first');
  const imports = app.backgroundImports;
  acceptRawBodies(app);

  app.route({
    ...contractRoute(app, routes.startConsoleImport),
    // A multipart body is the file and a little more; a raw one is counted as it is stored.
    bodyLimit: ADMIN_PUSH_MAX_BYTES + 64 * 1024,
    config: writeLimit('console'),
    handler: async (request, reply) => {
      const { kind, name: given } = request.query;
      const { body, filename, ext } = await pushedBody(request);
      const name =
        given ?? filename ?? `${kind === 'auto' ? 'import' : kind}${kind === 'folder' ? '.zip' : ext}`;
      if (!ConsoleImportFileName.safeParse(name).success) {
        body.resume();
        throw badRequest(
          'The file name must have no folders and end .csv, .xlsx, .json, .jsonl or .zip',
          'name',
        );
      }
      const run = await startConsoleImport(deps, imports, request.principal, {
        body,
        name,
        choice: request.query,
      });
      return reply
        .code(202)
        .header('location', routePath(routes.getConsoleImport, { id: run.id }))
        .send(run);
    },
  });
  app.route({
    ...contractRoute(app, routes.listConsoleImports),
    handler: (request) => importPage(deps, imports, request.principal, request.query),
  });
  app.route({
    ...contractRoute(app, routes.getConsoleImport),
    handler: (request) => importRun(deps, imports, request.principal, request.params.id),
  });
};
