import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';
import { busy } from '../lib/errors.ts';
import { attemptJob } from './job-attempt.ts';
import { JobHandlers } from './job-handlers.ts';
import { DEFAULT_JOB_POLICY, JobError, type JobPolicy, type JobRunner } from './job-runner.ts';
import { insertJob } from './job.repository.ts';
import { createSlots } from './slots.ts';
import { startJobSweep } from './job-sweep.ts';

/**
 * Jobs run in this process, at most `concurrency` at a time, in arrival order; retries go ahead
 * of new arrivals. Past `queueLimit` waiting jobs `run` answers busy at once rather than letting
 * requests pile up behind a queue that cannot drain in time.
 */
export function createInProcessJobs(
  db: Database,
  policy: JobPolicy = DEFAULT_JOB_POLICY,
  log?: Logger,
): JobRunner {
  const handlers = new JobHandlers();
  const slots = createSlots(policy.concurrency);
  const sweep = startJobSweep(db);
  // Accepted and not yet finished: running, waiting for a slot or for a retry.
  let accepted = 0;
  return {
    kind: 'in-process',
    async ping() {},
    register(name, handler, options) {
      handlers.set(name, handler, options);
    },
    async run(name, payload, options = {}) {
      const entry = handlers.get(name);
      if (!entry) throw new JobError(`No handler for job ${name}`);
      if (accepted >= policy.concurrency + policy.queueLimit) throw busy();
      accepted++;
      const work = (async () => {
        try {
          const id = randomUUID();
          await insertJob(db, { id, kind: name, payload });
          const attempts = entry.options.attempts ?? policy.attempts;
          for (let number = 1; ; number++) {
            await slots.acquire(number > 1);
            const outcome = await attemptJob(
              db,
              id,
              { kind: name, number, of: attempts, backoffMs: policy.backoffMs },
              () => entry.run(payload, { attempt: number }),
              log,
            ).finally(slots.release);
            if (outcome.state === 'done') return outcome.result;
            if (outcome.state === 'failed')
              throw new JobError(outcome.error.message, { cause: outcome.error });
            await sleep(outcome.delayMs);
          }
        } finally {
          accepted--;
        }
      })();
      return withTimeout(work, options.timeoutMs, name);
    },
    async close() {
      sweep.stop();
    },
  };
}

/** The caller stops waiting after `timeoutMs`; the job itself runs on (it holds no caller state). */
async function withTimeout<T>(work: Promise<T>, timeoutMs: number | undefined, name: string): Promise<T> {
  if (!timeoutMs) return work;
  const controller = new AbortController();
  const timeout = sleep(timeoutMs, undefined, { signal: controller.signal }).then(() => {
    throw new JobError(`Job ${name} took longer than ${timeoutMs} ms`);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    controller.abort();
    timeout.catch(() => undefined);
    work.catch(() => undefined);
  }
}
