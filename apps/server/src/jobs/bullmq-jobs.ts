import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, QueueEvents, UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
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

/** BullMQ's own numbers for finding the jobs of a dead instance, unless configured. */
export interface StalledPolicy {
  /** A running job's lock, renewed at half this while its worker lives. */
  lockMs?: number;
  /** How often workers look for jobs whose lock ran out and put them back in the queue. */
  stalledMs?: number;
}

/**
 * Jobs on Redis through BullMQ: any instance may queue, every instance that registers handlers
 * runs a worker. BullMQ's `attempts` and exponential `backoff` carry the retries that
 * `attemptJob` asks for; a failure it does not retry ends the job (`UnrecoverableError`).
 * A job whose instance dies keeps its lock until `lockMs`, then the next stalled check of any
 * other worker puts it back in the queue (once: a job stalling twice fails, BullMQ's default).
 * Portals that share a Redis but not a database or storage need their own `prefix`.
 */
export function createBullmqJobs(
  db: Database,
  redis: { url: string; prefix: string },
  policy: JobPolicy & StalledPolicy = DEFAULT_JOB_POLICY,
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
  // The jobs this worker runs now, each with a way to give it back to the queue.
  const running = new Map<string, () => Promise<void>>();

  const runAttempt = async (job: Job) => {
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
  };

  // Started with the first handler: a process that registers none (a script) takes no jobs.
  const startWorker = () => {
    const started = new Worker(
      QUEUE,
      async (job, token) => {
        const id = job.id ?? '';
        const work = runAttempt(job);
        // Given back at shutdown: the job is another worker's now, and what this attempt still does
        // is not its outcome. A WaitingError tells BullMQ the job has moved on (no failure recorded).
        let handBack = (_error: Error) => {};
        const handedBack = new Promise<never>((_, reject) => (handBack = reject));
        running.set(id, async () => {
          await job.moveToWait(token);
          log?.warn({ job: id, kind: job.name }, 'job handed back to the queue at shutdown');
          handBack(new WaitingError());
        });
        work.catch(() => undefined);
        try {
          return await Promise.race([work, handedBack]);
        } finally {
          running.delete(id);
        }
      },
      {
        connection: connect(),
        concurrency: policy.concurrency,
        prefix,
        ...(policy.lockMs ? { lockDuration: policy.lockMs } : {}),
        ...(policy.stalledMs ? { stalledInterval: policy.stalledMs } : {}),
      },
    );
    // Lost connections and locks are reported here; BullMQ reconnects and the stalled check recovers.
    started.on('error', (error) => log?.warn({ err: error }, 'job worker'));
    return started;
  };

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
    async drain(ms) {
      if (!worker) return;
      // Closing takes no new job and waits for the running ones.
      const closed = worker.close();
      const finished = await Promise.race([closed.then(() => true), sleep(ms, false, { ref: false })]);
      if (!finished) {
        // Still running after the drain time: back to the queue, where another instance takes them at
        // once, rather than waiting out their lock after this process has gone.
        await Promise.all(
          [...running.values()].map((handBack) =>
            handBack().catch((error: unknown) => log?.warn({ err: error }, 'job hand-back failed')),
          ),
        );
      }
      await closed;
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
