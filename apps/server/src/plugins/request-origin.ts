import type { FastifyRequest } from 'fastify';

/** The origin the client used, for building absolute links. */
export function requestOrigin(request: FastifyRequest): string {
  const configured = request.server.deps.config.publicUrl;
  return configured ?? `${request.protocol}://${request.host}`;
}
