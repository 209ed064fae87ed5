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
const piece = (key: keyof Deps, name: string, dependencies: string[]) =>
  fp(
    async (app: FastifyInstance, deps: Deps) => {
      const property: string = key;
      app.decorate<unknown>(property, deps[key]);
    },
    { name, dependencies },
  );

export const configPlugin = piece('config', 'config', []);
export const databasePlugin = piece('db', 'db', ['config']);
export const storagePlugin = piece('storage', 'storage', ['config']);
export const mailPlugin = piece('mailer', 'mail', ['config']);
export const jobsPlugin = piece('jobs', 'jobs', ['config', 'db', 'storage', 'mail']);

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
