import type { Database } from '../db/database.ts';
import { sweepJobs } from './job.repository.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Forgets job rows after a day, hourly. Every instance sweeps; deleting twice is harmless. A failed
 * sweep is only reported: the next hour tries again.
 */
export function startJobSweep(db: Database): { stop: () => void } {
  const timer = setInterval(() => {
    sweepJobs(db, new Date(Date.now() - DAY_MS)).catch((error: unknown) => console.warn('job sweep', error));
  }, 3600_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
