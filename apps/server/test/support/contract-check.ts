import { API_DOCS, ApiError, SERVER_PREFIX } from '@vitrine/contract';
import { ROUTES, findRoute } from '@vitrine/contract/routes';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/**
 * Holds an answer to the contract: a success to its route's answer schema, an error to the one
 * error shape, and no JSON success from a route the contract does not declare. An answer that
 * breaks the contract fails the test that received it.
 */
export function holdToContract(method: string, url: string, response: LightMyRequestResponse) {
  // As the server reads it: dot segments resolved (a `..` parameter is another address).
  const pathname = new URL(url, 'http://portal').pathname;
  const { statusCode: status, body } = response;
  const fail = (what: string) => {
    throw new Error(`${method} ${pathname} answered ${status} ${what}: ${body.slice(0, 500)}`);
  };
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  let json: unknown;
  try {
    json = isJson && body ? JSON.parse(body) : undefined;
  } catch {
    fail('with broken JSON');
  }
  // The probes (/healthz, /readyz, /metrics) and the API document are not the portal's interface.
  if (!pathname.startsWith(SERVER_PREFIX) || pathname.startsWith(API_DOCS)) return;
  if (status >= 400) {
    if (json !== undefined && !ApiError.safeParse(json).success) fail('outside the error shape');
    return;
  }
  const spec = findRoute(ROUTES, method, pathname);
  if (!spec) {
    if (json !== undefined && status < 300) fail('from a route the contract does not declare');
    return;
  }
  if (spec.answer === null) {
    if (status !== 204 || body) fail('where the contract says 204 without a body');
  } else if (spec.answer instanceof z.ZodType && status === (spec.status ?? 200)) {
    const parsed = spec.answer.safeParse(json);
    if (!parsed.success) fail(`outside ${spec.operationId}'s answer (${z.prettifyError(parsed.error)})`);
  }
}

/** Every answer the tests inject into this portal is held to the contract. */
export function holdAnswersToContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET').toUpperCase();
    const url = typeof options === 'string' ? options : (options.url ?? options.path);
    if (typeof url === 'string') holdToContract(method, url, response);
    return response;
  };
  app.inject = checked as FastifyInstance['inject'];
}
