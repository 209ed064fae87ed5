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
  publisher.on('error', log);
  subscriber.on('error', log);
  subscriber.on('message', (from, message) => {
    if (from === channel && message !== self) onMessage();
  });
  // Renewed by the client after each reconnection.
  subscriber.subscribe(channel).catch(log);
  return {
    publish() {
      publisher.publish(channel, self).catch(log);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
