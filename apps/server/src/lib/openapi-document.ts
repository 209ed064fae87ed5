import { STATUS_CODES } from 'node:http';
import { ApiError } from '@vitrine/contract';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRORS_KEY } from './openapi-operation.ts';

interface Parameter {
  in: string;
  name: string;
  schema?: { enum?: unknown[] };
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  [ERRORS_KEY]?: number[];
}
type Paths = Record<string, Record<string, Operation>>;
interface Document {
  openapi: string;
  paths?: Paths;
  components?: Record<string, Record<string, unknown>>;
}

/** What each error answer means for a caller; every one carries the contract's `ApiError`. */
const ERROR_MEANINGS: Record<number, string> = {
  400: 'The input is refused: `code` says why (`validation_error` with `kind`), `field` names the input.',
  401: 'No valid token: sign in (again). `reset_link_invalid` for a used or expired reset link.',
  403: 'The caller may not do this: a guest (`guest_read_only`), another user\u2019s data, a role.',
  404: 'Nothing is found under the path parameters (or the caller may not see it).',
  406: 'The upload\u2019s type is not accepted here.',
  409: 'The call conflicts with the current state (a duplicate, a record in use, a stale change).',
  413: 'The body is larger than this call accepts.',
  415: 'The body\u2019s `Content-Type` is not one this call reads.',
  416: 'The asked byte range is outside the file.',
  429: 'Too many calls: wait for `Retry-After` seconds.',
  503: 'Too much work is waiting: try again after `Retry-After` seconds.',
};
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };

/** `Not Found` → `NotFound`, `attribute-sets` → `AttributeSets`. */
const pascalCase = (text: string) =>
  text.replace(/(?:^|[^A-Za-z0-9]+)(.)?/g, (_, c: string = '') => c.toUpperCase());
/** `NotFound` for 404: component names from the status' reason phrase. */
const responseName = (status: number) => pascalCase(STATUS_CODES[status] ?? `Status ${status}`);

function errorResponse(status: number) {
  return {
    description: ERROR_MEANINGS[status] ?? STATUS_CODES[status] ?? 'Error',
    ...([429, 503].includes(status) ? { headers: RETRY_AFTER } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
}

const operationsOf = (paths: Paths) =>
  Object.values(paths).flatMap((item) => Object.values(item) as Operation[]);

/**
 * Paths that differ only in a parameter's name (POST /imports/{kind}, GET /imports/{id}) are one
 * path to OpenAPI. A parameter with listed values is written out: one literal path per value.
 */
function separateClashingPaths(paths: Paths): Paths {
  const byShape = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
  }
  const clashing = new Set([...byShape.values()].filter((group) => group.length > 1).flat());
  return Object.fromEntries(
    Object.entries(paths).flatMap(([path, item]) => {
      const operations = Object.entries(item);
      const listed = (name: string) =>
        operations[0]?.[1].parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum;
      const name = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!).find((n) => listed(n));
      if (!clashing.has(path) || !name) return [[path, item]];
      return listed(name)!
        .map(String)
        .map((value) => [
          path.replace(`{${name}}`, value),
          Object.fromEntries(
            operations.map(([method, op]) => [
              method,
              {
                ...op,
                operationId: op.operationId && `${op.operationId}${pascalCase(value)}`,
                parameters: op.parameters?.filter((p) => !(p.in === 'path' && p.name === name)),
              },
            ]),
          ),
        ]);
    }),
  );
}

/**
 * The swagger object pass: the zod registry's named schemas, the error answers each operation
 * declared (as shared responses with the contract's error schema), and paths OpenAPI can tell apart.
 */
export function finishDocument(input: { openapiObject: Partial<Document> }) {
  const doc = jsonSchemaTransformObject(input as never) as unknown as Document;
  const paths = doc.paths ?? {};
  const used = new Set<number>();
  for (const op of operationsOf(paths)) {
    const statuses = op[ERRORS_KEY] ?? [];
    delete op[ERRORS_KEY];
    op.responses ??= {};
    // @fastify/swagger's placeholder for an answer without a description.
    for (const [status, answer] of Object.entries(op.responses) as [string, { description?: string }][])
      if (answer.description === 'Default Response') answer.description = STATUS_CODES[status] ?? 'Success';
    for (const status of statuses) {
      op.responses[status] = { $ref: `#/components/responses/${responseName(status)}` };
      used.add(status);
    }
  }
  const { $schema: _, ...apiError } = z.toJSONSchema(ApiError, { target: 'draft-2020-12' });
  return {
    ...doc,
    paths: separateClashingPaths(paths),
    components: {
      ...doc.components,
      schemas: { ...doc.components?.schemas, ApiError: apiError },
      responses: Object.fromEntries(
        [...used].sort((a, b) => a - b).map((status) => [responseName(status), errorResponse(status)]),
      ),
    },
  };
}
