import type {
  JobHandler,
  JobName,
  JobPayload,
  JobResult,
  JsonJobName,
  RegisterOptions,
  RunOptions,
} from './job-types.ts';

/**
 * One interface over background jobs: in-process by default, BullMQ on Redis when configured.
 * `run` queues the work and resolves with its result once a worker has finished it; both runners
 * retry retryable failures with the same exponential backoff and keep each job's state in the
 * `job` table.
 */
export interface JobRunner {
  readonly kind: 'in-process' | 'bullmq';
  register<N extends JsonJobName>(name: N, handler: JobHandler<N>, options?: RegisterOptions): void;
  run<N extends JobName>(name: N, payload: JobPayload<N>, options?: RunOptions): Promise<JobResult<N>>;
  /** Resolves when the queue's store answers (Redis for BullMQ); the readiness check asks it. */
  ping(): Promise<void>;
  /**
   * At shutdown: takes no more jobs, lets the running ones finish within `ms`, then hands those
   * still running back to the queue for another instance (runners whose queue outlives the process).
   */
  drain?(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** How both runners treat jobs: the same numbers in-process and on BullMQ. */
export interface JobPolicy {
  /** Jobs running at once in this process. */
  concurrency: number;
  /** Jobs waiting for a worker beyond which `run` answers busy at once. */
  queueLimit: number;
  /** Attempts per job, retries included, unless a job registers its own. */
  attempts: number;
  /** First retry delay; doubled for each retry after it. */
  backoffMs: number;
}

export const DEFAULT_JOB_POLICY: JobPolicy = { concurrency: 2, queueLimit: 50, attempts: 3, backoffMs: 1000 };

/** The wait before attempt `failed + 1`: BullMQ's exponential backoff, `backoffMs · 2^(failed − 1)`. */
export const backoffDelay = (backoffMs: number, failed: number) => Math.round(backoffMs * 2 ** (failed - 1));

/** A job that failed for good (or a caller that stopped waiting): the route answers 500. */
export class JobError extends Error {}
