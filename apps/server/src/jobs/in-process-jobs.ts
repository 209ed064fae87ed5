import { JobError, type JobHandler, type JobRunner } from './job-runner.ts';

/** Jobs run in this process, at most `concurrency` at a time, in arrival order. */
export function createInProcessJobs(concurrency = 2): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const waiting: (() => void)[] = [];
  let running = 0;
  const acquire = () =>
    new Promise<void>((resolve) => {
      if (running < concurrency) {
        running++;
        resolve();
      } else waiting.push(resolve);
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    kind: 'in-process',
    register(name, handler) {
      handlers.set(name, handler);
    },
    async run(name, payload, options = {}) {
      const handler = handlers.get(name);
      if (!handler) throw new JobError(`No handler for job ${name}`);
      await acquire();
      try {
        const work = handler(payload);
        if (!options.timeoutMs) return await work;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new JobError(`Job ${name} took longer than ${options.timeoutMs} ms`)),
            options.timeoutMs,
          );
        });
        try {
          return await Promise.race([work, timeout]);
        } finally {
          clearTimeout(timer);
        }
      } finally {
        release();
      }
    },
    async close() {},
  };
}
