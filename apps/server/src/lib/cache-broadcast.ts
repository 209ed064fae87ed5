import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A word between the portal's instances that cached data changed, so each empties its cache at once
 * instead of serving the old data until the entries expire. A message on the channel
 * `${prefix}:${topic}` of the Redis the instances share; every other instance subscribed to it
 * runs `onMessage`. One instance alone (no Redis) has no one to tell: publishing does nothing.
 * A message lost while Redis is away is covered by the caches' own short lifetimes.
 */
export interface CacheBroadcast {
  /** Tells the other instances; returns at once (a failure is logged, never thrown). */
  publish(): void;
  close(): Promise<void>;
}

export function openCacheBroadcast(
  redis: { url: string; prefix: string } | undefined,
  topic: string,
  onMessage: () => void,
  log: (error: unknown) => void,
): CacheBroadcast {
  if (!redis) return { publish: () => undefined, close: async () => undefined };
  const channel = `${redis.prefix}:${topic}`;
  // Each message names its sender, which has emptied its own cache already.
  const self = randomUUID();
  // A subscribed connection can do nothing else: publishing takes a second one.
  const publisher = new Redis(redis.url);
  const subscriber = new Redis(redis.url);
  // While Redis is away the client retries without end: its error is told once, not at every try.
  let told = '';
  const tell = (error: unknown) => {
    const text = String((error as Error)?.message ?? error);
    if (text !== told) log(error);
    told = text;
  };
  for (const connection of [publisher, subscriber]) {
    connection.on('error', tell);
    connection.on('ready', () => (told = ''));
  }
  subscriber.on('message', (from, message) => {
    if (from === channel && message !== self) onMessage();
  });
  // Renewed by the client after each reconnection.
  subscriber.subscribe(channel).catch(tell);
  return {
    publish() {
      publisher.publish(channel, self).catch(tell);
    },
    // At once, whether or not Redis answers (a word not sent yet is covered by the caches' lifetimes).
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
