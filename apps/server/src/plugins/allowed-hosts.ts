import { HEALTH_PATH, METRICS_PATH, READY_PATH } from '@vitrine/contract';
import fp from 'fastify-plugin';
import { normalHost } from '../config.ts';
import { errorBody } from '../lib/errors.ts';

/**
 * Refuses requests for host names the portal does not serve (421), before anything else runs: when
 * PUBLIC_URL is unset, links in mails are built from the request's host, so a forged Host header
 * must never reach them.
 */
export const allowedHostsPlugin = fp(
  async (app) => {
    const allowed = app.deps.config.allowedHosts;
    if (!allowed) return;
    const hosts = new Set(allowed);
    // Probes and scrapers come by address (load balancer, container runtime, Prometheus); these answers carry no links.
    const probes = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]);
    app.addHook('onRequest', async (request, reply) => {
      if (hosts.has(normalHost(request.host)) || probes.has(request.url.split('?')[0])) return;
      return reply
        .code(421)
        .send(errorBody('misdirected_request', 'This portal does not answer for this host name'));
    });
  },
  { name: 'allowed-hosts', dependencies: ['config'] },
);
