/** A kind of background work: a name and the function doing it. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * One interface over background jobs: in-process by default, BullMQ on Redis when configured.
 * `run` queues the work and resolves with its result once a worker has finished it.
 */
export interface JobRunner {
  readonly kind: 'in-process' | 'bullmq';
  register(name: string, handler: JobHandler): void;
  run(
    name: string,
    payload: Record<string, unknown>,
    options?: { timeoutMs?: number },
  ): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export class JobError extends Error {}
