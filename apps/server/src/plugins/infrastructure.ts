import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    storage: Storage;
    mailer: Mailer;
    jobs: JobRunner;
    /** The pieces above in one bag, for services that take several of them. */
    deps: Deps;
  }
}

/**
 * One named plugin per piece of infrastructure, each declaring what it needs: an area plugin lists
 * the names it uses in its own `dependencies`, and Fastify refuses to start when one is missing.
 * The pieces are opened before the app (runtime.ts, or a test) and closed after it.
 */
export const configPlugin = fp(
  async (app: FastifyInstance, deps: Deps) => {
    app.decorate('config', deps.config);
  },
  {
    name: 'config',
  },
);
export const databasePlugin = fp(
  async (app: FastifyInstance, deps: Deps) => {
    app.decorate('db', deps.db);
  },
  {
    name: 'db',
    dependencies: ['config'],
  },
);
export const storagePlugin = fp(
  async (app: FastifyInstance, deps: Deps) => {
    app.decorate('storage', deps.storage);
  },
  { name: 'storage', dependencies: ['config'] },
);
export const mailPlugin = fp(
  async (app: FastifyInstance, deps: Deps) => {
    app.decorate('mailer', deps.mailer);
  },
  {
    name: 'mail',
    dependencies: ['config'],
  },
);
export const jobsPlugin = fp(
  async (app: FastifyInstance, deps: Deps) => {
    app.decorate('jobs', deps.jobs);
  },
  {
    name: 'jobs',
    dependencies: ['config', 'db', 'storage', 'mail'],
  },
);

/** Registers every piece, then the `deps` bag over them. */
export const infrastructurePlugin = fp(
  async (app: FastifyInstance, deps: Deps) => {
    for (const plugin of [configPlugin, databasePlugin, storagePlugin, mailPlugin, jobsPlugin])
      await app.register(plugin, deps);
    app.decorate('deps', {
      config: app.config,
      db: app.db,
      storage: app.storage,
      mailer: app.mailer,
      jobs: app.jobs,
    });
  },
  { name: 'infrastructure' },
);
