import { HEALTH_PATH, READY_PATH } from '@vitrine/contract';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { migrations } from '../db/migrations/index.ts';

/** A check slower than this counts as down: a load balancer must hear back before its own timeout. */
const CHECK_TIMEOUT_MS = 2000;
const PROBE_KEY = 'health/probe';
const NAMES = Object.keys(migrations);

const within = <T>(work: Promise<T>, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer in time`)), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);

/**
 * `/healthz` says the process answers; `/readyz` that it can serve: the database answers and knows
 * every migration this build has, the file store answers, and so does the job queue's Redis when
 * there is one. Neither needs a session nor says more than ok / not ready (no versions, no errors),
 * and both answer any host name: probes come from addresses, not from the portal's name.
 */
export const healthPlugin = fp(
  async (app) => {
    const { db, storage, jobs } = app.deps;
    app.get(HEALTH_PATH, { logLevel: 'warn' }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    app.get(READY_PATH, { logLevel: 'warn' }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const checks = await Promise.allSettled([
        within(migrationsDone(), 'database'),
        within(storage.stat(PROBE_KEY), 'storage'),
        within(jobs.ping(), 'queue'),
      ]);
      const failed = checks.flatMap((c, i) => (c.status === 'rejected' ? [[i, c.reason] as const] : []));
      if (!failed.length) return { status: 'ok' };
      // The reason goes to the log, never to the caller.
      for (const [i, reason] of failed)
        request.log.warn({ check: ['database', 'storage', 'queue'][i], err: reason }, 'not ready');
      return reply.code(503).send({ status: 'not_ready' });
    });

    async function migrationsDone() {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration
        where name = any(${NAMES}::text[])`.execute(db);
      if ((rows[0]?.n ?? 0) < NAMES.length) throw new Error('migrations pending');
    }
  },
  { name: 'health', dependencies: ['db', 'storage', 'jobs'] },
);
