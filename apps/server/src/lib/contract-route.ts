import { errorAnswers } from '@vitrine/contract';
import type { RouteSpec } from '@vitrine/contract/routes';
import { z } from 'zod';

type Success<R extends RouteSpec> = R['answer'] extends z.ZodType
  ? R extends { status: 202 }
    ? { 202: R['answer'] }
    : { 200: R['answer'] }
  : R['answer'] extends null
    ? { 204: z.ZodNull }
    : unknown;

/** The fastify schema of a contract route: its validation, its answers and its API document entry. */
export interface ContractSchema<R extends RouteSpec> {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  hide?: boolean;
  params: R['params'];
  querystring: R['query'];
  body: R['body'];
  /** The error answers are there too, left out of the type: handlers throw errors, never return them. */
  response: Success<R>;
  produces?: string[];
  consumes?: string[];
}

/**
 * The method, address and schema of a route of the contract's table, for `app.route({ ...it,
 * handler })`. The address is taken relative to the plugin's prefix, so a route registered under
 * the wrong one fails at start-up, not in a client.
 */
export function contractRoute<R extends RouteSpec>(app: { prefix: string }, spec: R) {
  const full = spec.base + spec.path;
  if (!full.startsWith(app.prefix)) {
    throw new Error(`${spec.operationId} (${full}) cannot be registered under ${app.prefix || '/'}`);
  }
  const answer = spec.answer;
  const files = answer instanceof z.ZodType ? null : answer?.file;
  const success = answer === null ? { 204: z.null() } : files ? {} : { [spec.status ?? 200]: answer };
  const schema = {
    operationId: spec.operationId,
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.hide ? { hide: true } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    response: { ...success, ...errorAnswers(...(spec.errors ?? [])) },
    ...(files ? { produces: [...files] } : {}),
    ...(spec.consumes ? { consumes: [...spec.consumes] } : {}),
  };
  return { method: spec.method, url: full.slice(app.prefix.length), schema: schema as ContractSchema<R> };
}
