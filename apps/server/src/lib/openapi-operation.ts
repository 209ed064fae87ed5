import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifySchema {
    /** Error answers beyond those derived, for a route whose answers are not JSON (files, streams). */
    errors?: readonly number[];
  }
}

/** How a route's caller proves who they are: a portal session token, or an admin API token. */
export type RouteAuth = 'token' | 'admin';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}
type OperationSchema = Record<string, unknown> & {
  body?: unknown;
  produces?: string[];
  params?: JsonSchema;
  consumes?: string[];
  response?: Record<string, unknown>;
  security?: { [scheme: string]: string[] }[];
  errors?: number[];
};

/** Where the document keeps an operation's error answers until the document pass writes them out. */
export const ERRORS_KEY = 'x-error-statuses';

/** The name `/pim/media/*` takes in the document: the storage key, slashes and all. */
export const WILDCARD_NAME = 'key';

/**
 * The error answers a route can give, from what it does: every query and path value is checked
 * for unstorable text (400, the text-input plugin), a body can be malformed, too large or of a
 * type without a parser (400, 413, 415), a token can be missing or dead (401), a portal token
 * may not be allowed to write (403: guests are read-only, reset links only set a password), a path parameter
 * can name nothing (404), a rate-limited route refuses past its bound (429). Routes declare any
 * other answer (409, 503 …) in their `response` with the contract's `errorAnswers`, or, when
 * their answer is a file, in `errors`.
 */
export function errorStatuses(route: RouteOptions, schema: OperationSchema, auth?: RouteAuth): number[] {
  const statuses = new Set([400]);
  if (schema.body || schema.consumes?.length) [413, 415].forEach((s) => statuses.add(s));
  if (auth) statuses.add(401);
  const methods = [route.method].flat();
  if (auth === 'token' && methods.some((m) => m !== 'GET' && m !== 'HEAD')) statuses.add(403);
  if (schema.params) statuses.add(404);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  for (const status of Object.keys(schema.response ?? {}))
    if (Number(status) >= 400) statuses.add(Number(status));
  for (const status of schema.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The security requirement an operation documents: alternatives, or none for a public call. */
function securityOf(route: RouteOptions, auth?: RouteAuth): { [scheme: string]: string[] }[] {
  if (auth === 'admin') return [{ adminToken: [] }];
  if (auth !== 'token') return [];
  const inQuery = (route.config as { tokenInQuery?: boolean } | undefined)?.tokenInQuery;
  return inQuery ? [{ token: [] }, { tokenQuery: [] }] : [{ token: [] }];
}

/** A file answer (`produces` on the route) is described as bytes of those types. */
function fileAnswer(schema: OperationSchema) {
  const response = schema.response;
  if (!schema.produces?.length || Object.keys(response ?? {}).some((s) => s.startsWith('2'))) return response;
  const bytes = { schema: { type: 'string', format: 'binary' } };
  return {
    ...response,
    200: {
      description: 'The file',
      content: Object.fromEntries(schema.produces.map((type) => [type, bytes])),
    },
  };
}

/** `*` becomes a named parameter: OpenAPI path parameters are names within braces. */
function namedWildcard(url: string, params: JsonSchema | undefined) {
  if (!url.endsWith('/*')) return { url, params };
  const { ['*']: wildcard, ...rest } = params?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}{${WILDCARD_NAME}}`,
    params: {
      ...params,
      properties: {
        ...rest,
        [WILDCARD_NAME]: {
          ...(wildcard as object),
          description: 'The file\u2019s storage key, slashes included (as in the `url` of an asset)',
        },
      },
      required: [...(params?.required ?? []).filter((name) => name !== '*'), WILDCARD_NAME],
    },
  };
}

/**
 * The swagger transform: the zod contract's JSON schemas (fastify-type-provider-zod), with the
 * security the route's registration implies and the error answers it can give.
 */
export function describeOperation(authOf: (route: RouteOptions) => RouteAuth | undefined) {
  return (input: TransformInput) => {
    const transformed = jsonSchemaTransform(input) as { schema: OperationSchema; url: string };
    const { errors: _, ...schema } = transformed.schema ?? {};
    if (!transformed.schema || schema.hide) return transformed;
    const route = input.route as RouteOptions;
    const auth = authOf(route);
    const { url, params } = namedWildcard(transformed.url, schema.params);
    return {
      url,
      schema: {
        ...schema,
        ...(params ? { params } : {}),
        ...(fileAnswer(schema) ? { response: fileAnswer(schema) } : {}),
        security: schema.security ?? securityOf(route, auth),
        [ERRORS_KEY]: errorStatuses(route, transformed.schema, auth),
      },
    };
  };
}
