import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/database.ts';
import { createBullmqJobs } from '../../src/jobs/bullmq-jobs.ts';
import { createInProcessJobs } from '../../src/jobs/in-process-jobs.ts';
import { jobFailure } from '../../src/jobs/job-failure.ts';
import { JobError, type JobPolicy, type JobRunner } from '../../src/jobs/job-runner.ts';
import type { JobFailure } from '../../src/jobs/job-types.ts';
import { getJob, insertJob, listJobs, sweepJobs } from '../../src/jobs/job.repository.ts';
import { isRetryable, RetryableError } from '../../src/jobs/retryable.ts';
import { AppError, BusyError } from '../../src/lib/errors.ts';
import { runInRequest } from '../../src/lib/request-context.ts';

// Jobs of these tests only, declared the way an area declares its own.
declare module '../../src/jobs/job-types.ts' {
  interface JobRegistry {
    'test-flaky': {
      payload: { failures: number; tag: string };
      result: { ok: true; tag: string } | JobFailure;
    };
    'test-broken': {
      payload: { tag: string; error: 'bad-input' | 'bug' | 'answer' };
      result: { ok: true } | JobFailure;
    };
    'test-gated': { payload: { tag: string }; result: { ok: true } };
    'test-dated': { payload: { at: Date }; result: { ok: true } };
  }
}

/** Compiled, never run: what the registry lets through and what it refuses. */
export function registryTypes(jobs: JobRunner) {
  expectTypeOf(jobs.run('test-flaky', { failures: 0, tag: 'a' })).resolves.toEqualTypeOf<
    { ok: true; tag: string } | JobFailure
  >();
  // @ts-expect-error: the payload is the registered one
  void jobs.run('test-flaky', { failures: '1', tag: 'a' });
  // @ts-expect-error: only registered names run
  void jobs.run('no-such-job', {});
  // @ts-expect-error: a handler answers the registered result
  jobs.register('test-gated', async () => ({ ok: false }));
  // @ts-expect-error: a payload that would not survive JSON (BullMQ) cannot be registered
  jobs.register('test-dated', async () => ({ ok: true }));
}

const POLICY: JobPolicy = { concurrency: 1, queueLimit: 1, attempts: 3, backoffMs: 10 };
// The runners' log lines, as JSON objects.
const logged: { reqId?: string; msg: string; job: string }[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
const runners: [string, (db: OpenDatabase['db']) => JobRunner][] = [
  ['in-process', (db) => createInProcessJobs(db, POLICY, log)],
];
if (process.env.REDIS_URL ?? process.env.DATABASE_URL) {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  runners.push([
    'bullmq',
    (db) => createBullmqJobs(db, { url, prefix: `t${randomUUID().slice(0, 8)}` }, POLICY, log),
  ]);
}

describe.each(runners)('jobs %s', (_kind, create) => {
  let database: OpenDatabase;
  let jobs: JobRunner;
  const calls = new Map<string, number>();
  const gates: (() => void)[] = [];
  const count = (tag: string) => {
    const n = (calls.get(tag) ?? 0) + 1;
    calls.set(tag, n);
    return n;
  };
  const latest = async (kind: string) => (await listJobs(database.db, kind, 1))[0];

  beforeAll(async () => {
    database = await openDatabase({});
    jobs = create(database.db);
    jobs.register('test-flaky', async ({ failures, tag }, { attempt }) => {
      if (count(tag) <= failures) throw new RetryableError(`storage hiccup ${attempt}`);
      return { ok: true, tag };
    });
    jobs.register('test-broken', async ({ tag, error }) => {
      count(tag);
      if (error === 'bad-input') throw new AppError(400, 'bad_request', 'No such filter');
      if (error === 'bug') throw new TypeError('x is undefined');
      return jobFailure(404, 'not_found', 'Template not found');
    });
    jobs.register('test-gated', async () => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return { ok: true };
    });
  });
  afterAll(async () => {
    await jobs.close();
    await database.close();
  });

  it('retries a retryable failure with backoff and records the attempts', async () => {
    expect(await jobs.run('test-flaky', { failures: 1, tag: 'once' })).toEqual({ ok: true, tag: 'once' });
    expect(calls.get('once')).toBe(2);
    const row = await latest('test-flaky');
    expect(row).toMatchObject({
      status: 'done',
      attempts: 2,
      error: null,
      result: { ok: true, tag: 'once' },
    });
    expect(row.finished_at).toBeInstanceOf(Date);
  });

  it('carries the id of the request that queued a job into its log lines, on any worker', async () => {
    const reqId = `trace-${randomUUID()}`;
    const result = await new Promise((resolve, reject) =>
      runInRequest(
        reqId,
        () => void jobs.run('test-flaky', { failures: 1, tag: reqId }).then(resolve, reject),
      ),
    );
    expect(result).toEqual({ ok: true, tag: reqId });
    const lines = logged.filter((l) => l.reqId === reqId);
    expect(lines.map((l) => l.msg)).toEqual(['job started', 'job failed', 'job started', 'job done']);
    expect(new Set(lines.map((l) => l.job)).size).toBe(1);
  });

  it('gives up after the last attempt', async () => {
    await expect(jobs.run('test-flaky', { failures: 5, tag: 'always' })).rejects.toThrow(JobError);
    expect(calls.get('always')).toBe(3);
    expect(await latest('test-flaky')).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'storage hiccup 3',
    });
  });

  it('never retries bad input or programming errors', async () => {
    await expect(jobs.run('test-broken', { tag: 'input', error: 'bad-input' })).rejects.toThrow(
      'No such filter',
    );
    await expect(jobs.run('test-broken', { tag: 'bug', error: 'bug' })).rejects.toThrow('x is undefined');
    expect([calls.get('input'), calls.get('bug')]).toEqual([1, 1]);
    expect(await latest('test-broken')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('answers a typed failure as a result, recorded as failed, without a retry', async () => {
    const result = await jobs.run('test-broken', { tag: 'answer', error: 'answer' });
    expect(result).toEqual({ ok: false, status: 404, code: 'not_found', message: 'Template not found' });
    expect(calls.get('answer')).toBe(1);
    const row = await latest('test-broken');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, error: 'not_found: Template not found' });
    expect(await getJob(database.db, row.id)).toMatchObject({ kind: 'test-broken', result });
  });

  it('answers busy once the queue is full, and runs what it accepted', async () => {
    // One running (concurrency 1), one waiting (queue limit 1): the third is refused.
    const first = jobs.run('test-gated', { tag: 'g0' });
    await until(async () => gates.length === 1);
    const second = jobs.run('test-gated', { tag: 'g1' });
    await until(async () => (await listJobs(database.db, 'test-gated')).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await jobs.run('test-gated', { tag: 'g2' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({ status: 503, code: 'busy', retryAfterSeconds: 5 });
    gates.shift()?.();
    await until(async () => gates.length === 1);
    gates.shift()?.();
    expect(await Promise.all([first, second])).toEqual([{ ok: true }, { ok: true }]);
  });

  it('sweeps rows older than a day', async () => {
    await insertJob(database.db, { id: randomUUID(), kind: 'test-sweep', payload: {} });
    expect(await sweepJobs(database.db, new Date(Date.now() - 24 * 3600_000))).toBe(0);
    expect(await sweepJobs(database.db, new Date(Date.now() + 1000))).toBeGreaterThan(0);
    expect(await listJobs(database.db, 'test-sweep')).toEqual([]);
  });
});

describe('isRetryable', () => {
  it('retries storage, mail and database connection trouble, not bad input', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    for (const error of [
      new RetryableError('x'),
      coded('ECONNRESET'),
      coded('EBUSY'),
      coded('08006'),
      coded('57P01'),
      coded('40001'),
      Object.assign(new Error('451 try later'), { responseCode: 451 }),
      Object.assign(new Error('SlowDown'), { $retryable: { throttling: true } }),
      Object.assign(new Error('InternalError'), { $metadata: { httpStatusCode: 503 } }),
      new Error('wrapped', { cause: coded('ETIMEDOUT') }),
    ])
      expect(isRetryable(error), error.message).toBe(true);
    for (const error of [
      new AppError(400, 'bad_request', 'bad'),
      new TypeError('x is undefined'),
      coded('ENOENT'),
      coded('23505'),
      Object.assign(new Error('550 no such user'), { responseCode: 550 }),
      Object.assign(new Error('NoSuchKey'), { $metadata: { httpStatusCode: 404 } }),
      'a string',
    ])
      expect(isRetryable(error), String(error)).toBe(false);
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
