import { createHash } from 'node:crypto';
import {
  ADMIN_PUSH_MAX_BYTES,
  ADMIN_REMOVE_KINDS,
  AdminCode,
  AdminImportQuery,
  AdminRecord,
  type AdminArchiveKind,
} from '@vitrine/contract';
import { adminRoutes as routes, routePath } from '@vitrine/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveRecords, removeReference } from '../import/record-archive.ts';
import { contractRoute } from '../lib/contract-route.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../lib/errors.ts';
import { areaPlugin } from '../plugins/area.ts';
import { isPrivateKey } from '../storage/keys.ts';
import { readImport, registerAdminJobs, startImport } from './admin-import.service.ts';
import { pushAsset, pushContents, pushRecords } from './admin-push.service.ts';
import { authenticateAdmin } from './admin-token.service.ts';
import { acceptRawBodies, pushedBody, uploadError } from '../lib/pushed-body.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin API token the request came with (admin routes only). */
    adminToken: { id: number; name: string };
  }
}

/** Writes per minute and token: a PIM pushing record by record, bounded like any other writer. */
const WRITES_PER_MINUTE = 600;
const writeLimit = {
  rateLimit: {
    max: WRITES_PER_MINUTE,
    timeWindow: 60_000,
    // By token (its hash: the key is kept in memory), before the token is even looked up.
    keyGenerator: (request: FastifyRequest) =>
      `admin:${createHash('sha256')
        .update(request.headers.authorization ?? request.ip)
        .digest('hex')}`,
  },
};
/** JSON pushes: up to a thousand records with long texts. */
const JSON_BODY_LIMIT = 32 * 1024 * 1024;

/** The token of `Authorization: Bearer <token>`. */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  registerAdminJobs(app.deps);
  app.decorateRequest('adminToken', null as never);
  // Only an admin API token opens these routes: a portal session (an admin user's too) is not one.
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    const admin = token ? await authenticateAdmin(app.deps.db, token) : null;
    if (!admin) throw unauthorized('An admin API token is required: Authorization: Bearer <token>');
    request.adminToken = admin;
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Raw bodies of a bulk push are read by the route as they arrive, never held whole.
  acceptRawBodies(app);

  const upserts = {
    products: routes.upsertProducts,
    categories: routes.upsertCategories,
    attributes: routes.upsertAttributes,
  };
  for (const kind of ['products', 'categories', 'attributes'] as const)
    app.route({
      ...contractRoute(app, upserts[kind]),
      bodyLimit: JSON_BODY_LIMIT,
      config: writeLimit,
      handler: async (request) =>
        pushRecords(app.deps, kind, request.body.records, request.body.dryRun === true),
    });

  app.route({
    ...contractRoute(app, routes.upsertContents),
    bodyLimit: JSON_BODY_LIMIT,
    config: writeLimit,
    handler: async (request) => pushContents(app.deps, request.body, request.body.dryRun === true),
  });

  const archives = {
    products: routes.archiveProducts,
    assets: routes.archiveAssets,
    contents: routes.archiveContents,
  };
  for (const kind of ['products', 'assets', 'contents'] as const satisfies AdminArchiveKind[])
    app.route({
      ...contractRoute(app, archives[kind]),
      config: writeLimit,
      handler: async (request) => archiveRecords(app.deps, kind, request.body.codes, request.body.archived),
    });

  const removals = { categories: routes.removeCategory, attributes: routes.removeAttribute };
  for (const kind of ADMIN_REMOVE_KINDS)
    app.route({
      ...contractRoute(app, removals[kind]),
      config: writeLimit,
      handler: async (request, reply) => {
        const outcome = await removeReference(app.deps, kind, request.params.code);
        if (outcome.state === 'unknown') throw notFound(`No ${kind} "${request.params.code}"`);
        if (outcome.state === 'in-use') throw conflict(`Not removed: ${outcome.reason}`);
        return reply.code(204).send(null);
      },
    });

  app.route({
    ...contractRoute(app, routes.upsertAsset),
    config: writeLimit,
    handler: async (request) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Send multipart/form-data');
      let part;
      try {
        part = await request.file({ limits: { fileSize: ADMIN_PUSH_MAX_BYTES, fields: 10 } });
      } catch (error) {
        throw uploadError(error);
      }
      if (!part) throw badRequest('The part `file` is missing', 'file', 'file_missing');
      const field = (name: string) => {
        const f = part.fields[name];
        return f && !Array.isArray(f) && f.type === 'field' ? String(f.value) : undefined;
      };
      const path = field('path') || part.filename;
      if (!path || !AdminCode.safeParse(path).success) throw badRequest('A path is required', 'path');
      let metadata: AdminRecord | undefined;
      const meta = field('metadata');
      if (meta) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(meta);
        } catch {
          throw badRequest('metadata is not JSON', 'metadata');
        }
        const checked = AdminRecord.safeParse(parsed);
        if (!checked.success) throw badRequest('metadata is not a record of cells', 'metadata');
        metadata = checked.data;
      }
      // Streamed to the import's folder, never held whole: an asset may be a large video.
      return pushAsset(app.deps, { path, body: part.file, metadata }, field('dryRun') === 'true').catch(
        (error: unknown) => {
          throw uploadError(error);
        },
      );
    },
  });

  app.route({
    ...contractRoute(app, routes.upsertAssetFromStorage),
    config: writeLimit,
    handler: async (request) => {
      const { storageKey, metadata, dryRun } = request.body;
      if (isPrivateKey(storageKey)) throw badRequest('This key is not an asset source', 'storageKey');
      if (!(await app.deps.storage.stat(storageKey)))
        throw notFound(`No file at ${storageKey}`, 'file_not_found');
      const body = await app.deps.storage.get(storageKey);
      const path = request.body.path ?? storageKey.split('/').pop()!;
      return pushAsset(app.deps, { path, body, metadata }, dryRun === true);
    },
  });

  app.route({
    ...contractRoute(app, routes.startImport),
    config: writeLimit,
    handler: async (request, reply) => {
      const { kind } = request.params;
      const query = request.query;
      const { body, filename, ext } = await pushedBody(request);
      const name = query.name ?? filename ?? `${kind}${kind === 'folder' ? '.zip' : ext}`;
      // A folder comes as a zip, and only a folder does.
      if (
        !AdminImportQuery.shape.name.safeParse(name).success ||
        (kind === 'folder') !== /\.zip$/i.test(name)
      ) {
        body.resume();
        throw badRequest(
          kind === 'folder'
            ? 'A folder is pushed as a .zip file'
            : 'The file name must end .csv, .xlsx, .json or .jsonl',
          'name',
        );
      }
      const job = await startImport(app.deps, {
        kind,
        name,
        body,
        options: {
          full: query.full === 'true',
          dryRun: query.dryRun === 'true',
          channel: query.channel,
          currency: query.currency,
          batchSize: query.batchSize === undefined ? undefined : Number(query.batchSize),
        },
        by: { tokenId: request.adminToken.id },
      });
      return reply
        .code(202)
        .header('location', routePath(routes.getImport, { id: job.id }))
        .send(job);
    },
  });

  app.route({
    ...contractRoute(app, routes.getImport),
    handler: async (request) => {
      const job = await readImport(app.deps, request.params.id);
      if (!job) throw notFound('No such import');
      return job;
    },
  });
};

/** The admin API under ADMIN_BASE: pushes from a PIM, with an admin API token. */
export const adminRoutes = areaPlugin('admin', ['db', 'storage', 'jobs'], plugin);
