import type { ErrorCode } from '@vitrine/contract';
import type { ErrorDetail } from '../lib/errors.ts';

/**
 * Every kind of background job, by name: its payload and its result. Empty here; each area adds
 * its own jobs by declaration merging, next to their handlers:
 *
 *   declare module '../../jobs/job-types.ts' {
 *     interface JobRegistry {
 *       'product-export': { payload: ExportPayload; result: ExportResult };
 *     }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobRegistry {}

export type JobName = keyof JobRegistry;
export type JobPayload<N extends JobName> = JobRegistry[N]['payload'];
export type JobResult<N extends JobName> = JobRegistry[N]['result'];

/** What a handler learns about its run besides the payload. */
export interface JobContext {
  /** 1 on the first attempt, 2 on the first retry, … */
  attempt: number;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayload<N>,
  context: JobContext,
) => Promise<JobResult<N>>;

/**
 * A client error found by the job (a template gone, a file missing): an answer, not a crash, so it
 * is never retried. The caller turns it into a `{message, code, field?}` answer with `status`.
 */
export interface JobFailure {
  ok: false;
  status: number;
  code: ErrorCode;
  message: string;
  field?: string;
  detail?: ErrorDetail;
}

/** `T` where it survives JSON unchanged; `never` where it would not (dates, maps, functions, …). */
export type JsonSafe<T> = unknown extends T
  ? T
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? readonly JsonSafe<U>[]
      : T extends Date | RegExp | Map<unknown, unknown> | Set<unknown> | bigint | symbol | Uint8Array
        ? never
        : T extends (...args: never[]) => unknown
          ? never
          : { [K in keyof T]: JsonSafe<T[K]> };

type IsJson<T> = [T] extends [JsonSafe<T>] ? true : false;

/**
 * The job names whose payload and result are plain JSON: BullMQ stores both in Redis as JSON, so
 * only these can be registered (a Date in a payload would come back as a string).
 */
export type JsonJobName = {
  [N in JobName]: IsJson<JobPayload<N>> extends true
    ? IsJson<JobResult<N>> extends true
      ? N
      : never
    : never;
}[JobName];

export interface RunOptions {
  /** The caller stops waiting after this long (the job itself may still finish). */
  timeoutMs?: number;
}

export interface RegisterOptions {
  /** Attempts in all, retries included; the runner's default when absent (1 for work that must not repeat). */
  attempts?: number;
}
