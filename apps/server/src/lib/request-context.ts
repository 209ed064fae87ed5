import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What the code running for a request may know of it without being handed it: its id. */
const context = new AsyncLocalStorage<{ requestId: string }>();

export const runInRequest = (requestId: string, work: () => void) => context.run({ requestId }, work);

/** The id of the request this code runs for (undefined outside one: sweeps, start-up). */
export const currentRequestId = () => context.getStore()?.requestId;

// An id a proxy sends along is kept when it looks like one, so a request is followed end to end.
const FORWARDED_ID = /^[\w.:-]{8,64}$/;

/** Request ids unique across instances (Fastify's own count from 1 in every process). */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && FORWARDED_ID.test(given) ? given : randomUUID();
}
