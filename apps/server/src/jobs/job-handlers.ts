import type { JobContext, JobHandler, JobName, JobPayload, JobResult, RegisterOptions } from './job-types.ts';

interface Entry<N extends JobName> {
  // Method syntax: an entry of one job name is stored among all the others, read back by that name.
  run(payload: JobPayload<N>, context: JobContext): Promise<JobResult<N>>;
  options: RegisterOptions;
}

/** The handlers registered in this process, each kept with the type of its name. */
export class JobHandlers {
  #entries = new Map<string, Entry<JobName>>();

  set<N extends JobName>(name: N, handler: JobHandler<N>, options: RegisterOptions = {}): void {
    const entry: Entry<N> = { run: handler, options };
    this.#entries.set(name, entry);
  }

  get<N extends JobName>(name: N): Entry<N> | undefined {
    // `set` is the only writer and stores each entry under its own name, so the entry read by a
    // name is that name's: the one place the correlation TypeScript cannot follow is asserted.
    return this.#entries.get(name) as Entry<N> | undefined;
  }

  /** Whether a name read from a queue is one this process can run. */
  has(name: string): name is JobName {
    return this.#entries.has(name);
  }
}
