import type { Database } from '../db/database.ts';
import { withAdvisoryLock } from '../db/advisory-lock.ts';

/** One kind of leftover to clear: answers how many it removed, when it can tell. */
export interface SweepTask {
  name: string;
  /** `signal` aborts on shutdown: a long task stops where it is (the next sweep goes on from there). */
  run(now: Date, signal: AbortSignal): Promise<number | void>;
}

/** What each task of a sweep removed ('done' when it cannot tell; 'failed': the next sweep retries). */
export type SweepReport = Record<string, number | 'done' | 'failed'>;

export interface Sweeper {
  /** Runs every task once, unless a sweep is already running anywhere: then answers null. */
  run(now?: Date): Promise<SweepReport | null>;
  /** Sweeps every `intervalMs` (the first one after `firstAfterMs`) until `stop`. */
  start(intervalMs: number, firstAfterMs?: number): void;
  /** No new sweeps, and a running one stops at its next step; resolves once it has. */
  stop(): Promise<void>;
}

/** The advisory lock key of the sweep: any fixed number no other lock of the portal uses. */
export const SWEEP_LOCK = 0x5357_4550;

/**
 * Runs housekeeping tasks, one sweep at a time across every instance sharing the database (one
 * takes the lock, the others skip that round). Tasks run one after another, and one failing does
 * not stop the rest.
 */
export function createSweeper(
  db: Database,
  tasks: SweepTask[],
  onError: (task: string, error: unknown) => void,
): Sweeper {
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<unknown>>();
  let stopping = new AbortController();

  const sweepOnce = async (now: Date): Promise<SweepReport> => {
    const report: SweepReport = {};
    const signal = stopping.signal;
    for (const task of tasks) {
      if (signal.aborted) break;
      try {
        report[task.name] = (await task.run(now, signal)) ?? 'done';
      } catch (error) {
        report[task.name] = 'failed';
        onError(task.name, error);
      }
    }
    return report;
  };

  const run = (now = new Date()): Promise<SweepReport | null> => {
    const sweep = withAdvisoryLock(db, SWEEP_LOCK, () => sweepOnce(now)).then((outcome) =>
      outcome.ran ? outcome.result : null,
    );
    const settled = sweep.catch(() => undefined).finally(() => running.delete(settled));
    running.add(settled);
    return sweep;
  };

  return {
    run,
    start(intervalMs, firstAfterMs = intervalMs) {
      stopping = new AbortController();
      timer = setTimeout(function again() {
        run().catch((error: unknown) => onError('sweep', error));
        timer = setTimeout(again, intervalMs);
        timer.unref();
      }, firstAfterMs);
      timer.unref();
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
