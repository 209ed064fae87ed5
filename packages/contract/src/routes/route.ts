import type { z } from 'zod';

/**
 * One call of the portal's HTTP interface: its method, where it lives, what it takes and what it
 * answers. The server registers its routes from these, the web app calls through them and the API
 * tests hold every answer to them, so the three cannot drift apart.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  /** The prefix the path lives under (API_BASE for most; the cart, media and file routes differ). */
  base: string;
  /** Relative to `base`; `:name` marks a path parameter, a trailing `*` the rest of the path. */
  path: string;
  operationId: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The success answer: a JSON schema (200), `null` for 204 without a body, or the media types of a
   * file answered as it is.
   */
  answer: z.ZodType | null | { readonly file: readonly string[] };
  /** The status of a JSON answer other than 200 (202: accepted, done in the background). */
  status?: 202;
  /** The error statuses the route itself declares (each answers `ApiError`). */
  errors?: readonly number[];
  /** Request media types other than JSON (uploads). */
  consumes?: readonly string[];
  /** Left out of the API document (the cart's guest links, the metrics scrape). */
  hide?: boolean;
}

/** Declares a route, keeping its literal types (the method, the path, the schemas). */
export const route = <const R extends RouteSpec>(spec: R): R => spec;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What a caller sends as the route's path parameters, query and body. */
export type RouteParams<R extends RouteSpec> = Input<R['params']>;
export type RouteQuery<R extends RouteSpec> = Input<R['query']>;
export type RouteBody<R extends RouteSpec> = Input<R['body']>;
/** What the route answers on success (`undefined` for 204, a Blob-like value for files). */
export type RouteAnswer<R extends RouteSpec> = R['answer'] extends z.ZodType
  ? z.output<R['answer']>
  : R['answer'] extends null
    ? undefined
    : unknown;

/** The route's path with its parameters filled in (each encoded), from its base. */
export function routePath(spec: RouteSpec, params?: Record<string, string | number>): string {
  const path = spec.path.replace(/:(\w+)|\*$/g, (_, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined) throw new Error(`${spec.operationId}: missing path parameter ${name ?? '*'}`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
  return spec.base + path;
}

const patterns = new WeakMap<RouteSpec, RegExp>();
function patternOf(spec: RouteSpec): RegExp {
  let pattern = patterns.get(spec);
  if (!pattern) {
    const escaped = (spec.base + spec.path)
      .split(/(:\w+|\*$)/)
      .map((part) =>
        part === '*' ? '(.+)' : part.startsWith(':') ? '([^/]+)' : part.replace(/[.?+^$|()[\]{}\\]/g, '\\$&'),
      )
      .join('');
    pattern = new RegExp(`^${escaped}$`);
    patterns.set(spec, pattern);
  }
  return pattern;
}

/**
 * The route that answers `method` on `pathname` (no query), as the server's router would pick it:
 * a route without parameters wins over one with them.
 */
export function findRoute<R extends RouteSpec>(
  routes: readonly R[],
  method: string,
  pathname: string,
): R | undefined {
  const matches = routes.filter((spec) => spec.method === method && patternOf(spec).test(pathname));
  return matches.find((spec) => !/[:*]/.test(spec.path)) ?? matches[0];
}
