import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { JobError, type JobHandler, type JobRunner } from './job-runner.ts';

const QUEUE = 'vitrine-jobs';

/**
 * Jobs on Redis through BullMQ: any instance may queue, every instance runs a worker. Portals that
 * share a Redis but not a database or storage need their own `prefix`.
 */
export function createBullmqJobs(redisUrl: string, concurrency = 2, prefix = 'bull'): JobRunner {
  // Workers and event listeners block on their connection, so each part gets its own.
  const connections: Redis[] = [];
  const connect = () => {
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    connections.push(connection);
    return connection;
  };
  const handlers = new Map<string, JobHandler>();
  const queue = new Queue(QUEUE, { connection: connect(), prefix });
  const events = new QueueEvents(QUEUE, { connection: connect(), prefix });
  const worker = new Worker(
    QUEUE,
    async (job) => {
      const handler = handlers.get(job.name);
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      return handler(job.data as Record<string, unknown>);
    },
    { connection: connect(), concurrency, prefix },
  );
  return {
    kind: 'bullmq',
    register(name, handler) {
      handlers.set(name, handler);
    },
    async run(name, payload, options = {}) {
      await events.waitUntilReady();
      const job = await queue.add(name, payload, {
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 24 * 3600 },
        attempts: 1,
      });
      try {
        return (await job.waitUntilFinished(events, options.timeoutMs)) as Record<string, unknown>;
      } catch (error) {
        throw new JobError((error as Error).message);
      }
    },
    async close() {
      await worker.close();
      await events.close();
      await queue.close();
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
