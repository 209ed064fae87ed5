import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';
import { busy } from '../lib/errors.ts';
import { attemptJob } from './job-attempt.ts';
import { JobHandlers } from './job-handlers.ts';
import { DEFAULT_JOB_POLICY, JobError, type JobPolicy, type JobRunner } from './job-runner.ts';
import { insertJob, markJobFinished } from './job.repository.ts';
import { startJobSweep } from './job-sweep.ts';
import { RetryableError } from './retryable.ts';

const QUEUE = 'vitrine-jobs';

/**
 * Jobs on Redis through BullMQ: any instance may queue, every instance that registers handlers
 * runs a worker. BullMQ's `attempts` and exponential `backoff` carry the retries that
 * `attemptJob` asks for; a failure it does not retry ends the job (`UnrecoverableError`).
 * Portals that share a Redis but not a database or storage need their own `prefix`.
 */
export function createBullmqJobs(
  db: Database,
  redis: { url: string; prefix: string },
  policy: JobPolicy = DEFAULT_JOB_POLICY,
  log?: Logger,
): JobRunner {
  // Workers and event listeners block on their connection, so each part gets its own.
  const connections: Redis[] = [];
  const connect = () => {
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    connections.push(connection);
    return connection;
  };
  const { prefix } = redis;
  const handlers = new JobHandlers();
  const queueConnection = connect();
  const queue = new Queue(QUEUE, { connection: queueConnection, prefix });
  const events = new QueueEvents(QUEUE, { connection: connect(), prefix });
  const sweep = startJobSweep(db);
  let worker: Worker | undefined;

  // Started with the first handler: a process that registers none (a script) takes no jobs.
  const startWorker = () =>
    new Worker(
      QUEUE,
      async (job) => {
        const { name } = job;
        const entry = handlers.has(name) ? handlers.get(name) : undefined;
        // Another instance may know a job this one does not yet (a rolling update): leave it to them.
        if (!entry) throw new RetryableError(`No handler for job ${name} here`);
        const number = job.attemptsMade + 1;
        const attempt = { kind: name, number, of: job.opts.attempts ?? 1, backoffMs: policy.backoffMs };
        const outcome = await attemptJob(
          db,
          job.id ?? '',
          attempt,
          () => entry.run(job.data, { attempt: number }),
          log,
        );
        if (outcome.state === 'done') return outcome.result;
        if (outcome.state === 'retry') throw outcome.error;
        throw new UnrecoverableError(outcome.error.message);
      },
      { connection: connect(), concurrency: policy.concurrency, prefix },
    );

  return {
    kind: 'bullmq',
    async ping() {
      await queueConnection.ping();
    },
    register(name, handler, options) {
      handlers.set(name, handler, options);
      worker ??= startWorker();
    },
    async run(name, payload, options = {}) {
      const entry = handlers.get(name);
      if (!entry) throw new JobError(`No handler for job ${name}`);
      await events.waitUntilReady();
      const waiting = await queue.getJobCountByTypes('wait', 'prioritized', 'delayed');
      if (waiting >= policy.queueLimit) throw busy();
      const id = randomUUID();
      await insertJob(db, { id, kind: name, payload });
      const job = await queue
        .add(name, payload, {
          jobId: id,
          attempts: entry.options.attempts ?? policy.attempts,
          backoff: { type: 'exponential', delay: policy.backoffMs },
          removeOnComplete: { age: 3600 },
          removeOnFail: { age: 24 * 3600 },
        })
        .catch(async (error: unknown) => {
          await markJobFinished(db, id, { status: 'failed', error: String(error) }).catch(() => undefined);
          throw error;
        });
      try {
        return await job.waitUntilFinished(events, options.timeoutMs);
      } catch (error) {
        throw new JobError(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
    async close() {
      sweep.stop();
      await worker?.close();
      await events.close();
      await queue.close();
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
