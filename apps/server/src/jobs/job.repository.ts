import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { currentRequestId } from '../lib/request-context.ts';

/** Rows of the job table: one per `run`, updated by whichever instance works on it. */

export function insertJob(db: Database, job: { id: string; kind: string; payload: unknown }) {
  return db
    .insertInto('job')
    .values({
      id: job.id,
      kind: job.kind,
      status: 'queued',
      payload: JSON.stringify(job.payload),
      // Queued while answering a request: its log lines and the job's share this id.
      request_id: currentRequestId() ?? null,
    })
    .execute();
}

/** Marks an attempt started; answers the id of the request that queued the job, if any. */
export async function markJobRunning(db: Database, id: string, attempt: number): Promise<string | null> {
  const row = await db
    .updateTable('job')
    .set({ status: 'running', attempts: attempt, error: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('request_id')
    .executeTakeFirst();
  return row?.request_id ?? null;
}

/** Back in the queue after a retryable failure, waiting for its next attempt. */
export function markJobWaiting(db: Database, id: string, error: string) {
  return db
    .updateTable('job')
    .set({ status: 'queued', error, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export function markJobFinished(
  db: Database,
  id: string,
  end: { status: 'done' | 'failed'; result?: unknown; error?: string },
) {
  return db
    .updateTable('job')
    .set({
      status: end.status,
      result: end.result === undefined ? null : JSON.stringify(end.result),
      error: end.error ?? null,
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export function getJob(db: Database, id: string) {
  return db
    .selectFrom('job')
    .select([
      'id',
      'kind',
      'status',
      'attempts',
      'result',
      'error',
      'created_at',
      'updated_at',
      'finished_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Jobs queued or running across every instance, counted by kind and state (the metrics' queue depth). */
export async function countActiveJobs(db: Database) {
  const rows = await db
    .selectFrom('job')
    .select(['kind', 'status as state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy(['kind', 'status'])
    .execute();
  return rows.map((r) => ({ kind: r.kind, state: r.state, count: Number(r.count) }));
}

/** The latest jobs of a kind, newest first (operations and tests). */
export function listJobs(db: Database, kind: string, limit = 20) {
  return db
    .selectFrom('job')
    .select(['id', 'kind', 'status', 'attempts', 'result', 'error', 'created_at', 'finished_at'])
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Forgets jobs created before `before`, finished or not (an instance that died leaves its rows). */
export async function sweepJobs(db: Database, before: Date): Promise<number> {
  const result = await db.deleteFrom('job').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
