import type { Database } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';
import { jobDuration } from '../lib/metrics.ts';
import { backoffDelay } from './job-runner.ts';
import { isJobFailure } from './job-failure.ts';
import { markJobFinished, markJobRunning, markJobWaiting } from './job.repository.ts';
import { isRetryable } from './retryable.ts';

/** What became of one attempt: a result, a retry after `delayMs`, or a failure for good. */
export type Attempt<R> =
  | { state: 'done'; result: R }
  | { state: 'retry'; error: Error; delayMs: number }
  | { state: 'failed'; error: Error };

/**
 * One attempt at a job, with its state written to the job table: both runners decide retries
 * here, so a job is retried the same way in-process and on BullMQ.
 */
export async function attemptJob<R>(
  db: Database,
  id: string,
  attempt: { kind: string; number: number; of: number; backoffMs: number },
  work: () => Promise<R>,
  log?: Logger,
): Promise<Attempt<R>> {
  const started = performance.now();
  const stop = jobDuration.startTimer({ kind: attempt.kind });
  const line: { reqId?: string; job: string; kind: string; attempt: number } = {
    job: id,
    kind: attempt.kind,
    attempt: attempt.number,
  };
  const outcome = await attemptOnce(db, id, attempt, work, (reqId) => {
    if (reqId) line.reqId = reqId;
    log?.info(line, 'job started');
  });
  stop({ outcome: outcome.state });
  const ms = Math.round(performance.now() - started);
  if (outcome.state === 'done') log?.info({ ...line, ms }, 'job done');
  else log?.warn({ ...line, ms, err: outcome.error, retry: outcome.state === 'retry' }, 'job failed');
  return outcome;
}

async function attemptOnce<R>(
  db: Database,
  id: string,
  attempt: { number: number; of: number; backoffMs: number },
  work: () => Promise<R>,
  started: (requestId: string | null) => void,
): Promise<Attempt<R>> {
  try {
    started(await markJobRunning(db, id, attempt.number));
    const result = await work();
    // A client failure is an answer: the job is over, recorded as failed with its code.
    const failure = isJobFailure(result) ? `${result.code}: ${result.message}` : undefined;
    await markJobFinished(db, id, { status: failure ? 'failed' : 'done', result, error: failure });
    return { state: 'done', result };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const retry = attempt.number < attempt.of && isRetryable(error);
    // The state write is best effort here: the failure itself is what the caller must hear about.
    await (
      retry
        ? markJobWaiting(db, id, error.message)
        : markJobFinished(db, id, { status: 'failed', error: error.message })
    ).catch(() => undefined);
    if (!retry) return { state: 'failed', error };
    return { state: 'retry', error, delayMs: backoffDelay(attempt.backoffMs, attempt.number) };
  }
}
