import type { FastifyRequest } from 'fastify';
import type { Principal } from '../lib/principal.ts';

/**
 * Writes a caller may make per minute, by kind: generous for a person (a page view per click, a
 * form saved now and then), finite for a script. Without a bound a guest posted 12,400 analytics
 * rows in 5 s. Counted per route and per process (each instance behind a balancer counts its own).
 */
export const WRITE_LIMITS = {
  /** Analytics events: one per page view or cart action. */
  event: 120,
  /** Profile saves, consent answers, reports. */
  form: 30,
  /** Profile pictures: each is decoded and re-encoded. */
  upload: 10,
  /** Password changes: each checks the current password, so a stolen session cannot guess it fast. */
  password: 10,
  /** Sign-outs. */
  session: 30,
  /** Product list exports: each a background job writing a file. */
  export: 20,
  /** Cart download links. */
  cart: 30,
  /** Carts shared by e-mail. */
  share: 10,
  /** Operator console changes: an administrator working through a queue of requests or users. */
  console: 120,
} as const;

export type WriteKind = keyof typeof WRITE_LIMITS;

/**
 * Who is counted: the signed-in user wherever they come from, else the address (guests share one
 * token, so it names nobody). The route's principal is set by the hooks that run before this one.
 */
export function writerKey(request: FastifyRequest): string {
  const principal = (request as { principal?: Principal | null }).principal;
  return principal?.kind === 'user' ? `user:${principal.userId}` : `ip:${request.ip}`;
}

/**
 * Route config bounding a write: past the limit the answer is 429 `rate_limited` with Retry-After
 * (the errors plugin shapes it). Applies when rate limiting is on (`RATE_LIMIT`, on by default).
 */
export function writeLimit(kind: WriteKind) {
  return { rateLimit: { max: WRITE_LIMITS[kind], timeWindow: 60_000, keyGenerator: writerKey } };
}
