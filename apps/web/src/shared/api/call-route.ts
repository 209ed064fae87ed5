import {
  routePath,
  type RouteAnswer,
  type RouteBody,
  type RouteQuery,
  type RouteSpec,
} from '@vitrine/contract/routes/route';
import { apiRequest, serverOrigin, type RequestOptions } from './api-client';

type PathParams = Record<string, string | number>;

/** What a call of a contract route takes: its path parameters where it has any, its query, its body. */
export type RouteInput<R extends RouteSpec> = (R['params'] extends object
  ? { params: PathParams }
  : { params?: undefined }) & {
  query?: RouteQuery<R>;
  body?: RouteBody<R> | FormData;
} & Omit<RequestOptions, 'method' | 'body' | 'query' | 'base'>;

/** The query as the server reads it (qs): an object's values go as `name[key]` (`filters[id]=3`). */
function queryOf(query: object | undefined): RequestOptions['query'] {
  if (!query) return undefined;
  return Object.fromEntries(
    Object.entries(query).flatMap(([name, value]: [string, unknown]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).map(([key, inner]) => [`${name}[${key}]`, inner])
        : [[name, value]],
    ),
  );
}

/**
 * Calls a route of the contract's table: its method and address come from the table, what is sent
 * and answered has the table's types. Resolves with the answer or rejects with an ApiError.
 */
export function callRoute<R extends RouteSpec>(
  spec: R,
  ...[input]: R['params'] extends object ? [RouteInput<R>] : [RouteInput<R>?]
): Promise<RouteAnswer<R>> {
  const { params, query, body, ...options } = input ?? {};
  return apiRequest<RouteAnswer<R>>(routePath(spec, params), {
    ...options,
    method: spec.method,
    body,
    query: queryOf(query as object | undefined),
    base: serverOrigin,
  });
}
