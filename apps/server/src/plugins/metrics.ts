import { timingSafeEqual } from 'node:crypto';
import { METRICS_PATH } from '@vitrine/contract';
import fp from 'fastify-plugin';
import { countActiveJobs } from '../jobs/job.repository.ts';
import { errorBody } from '../lib/errors.ts';
import { httpDuration, httpRequests, metricsRegistry, setMetricSources } from '../lib/metrics.ts';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Counts every answer by route pattern (never the raw URL: ids and tokens would explode the series
 * and leak) and serves the process's metrics at /metrics, only when METRICS_TOKEN is set and only
 * to a scraper that sends it.
 */
export const metricsPlugin = fp(
  async (app) => {
    const { config, db } = app.deps;
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
    const token = config.metricsToken;
    if (!token) return;
    setMetricSources({ queue: () => countActiveJobs(db) });
    app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token))
        return reply.code(401).send(errorBody('unauthorized', 'A valid metrics token is required'));
      reply.header('cache-control', 'no-store').type(metricsRegistry.contentType);
      return metricsRegistry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
