import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Infrastructure an area may declare it needs (the names of the plugins in infrastructure.ts). */
export type Infrastructure = 'config' | 'db' | 'storage' | 'mail' | 'jobs';

/**
 * An area's routes as a named, encapsulated plugin that declares the infrastructure it uses, so a
 * portal assembled without one fails at start with the missing name, not at the first request.
 */
export function areaPlugin(
  name: string,
  dependencies: Infrastructure[],
  routes: FastifyPluginAsync,
): FastifyPluginAsync {
  return fp(routes, { name, dependencies, encapsulate: true });
}
