import { busy } from '../../lib/errors.ts';

/** What a caller does when every worker is busy and the waiting line is full. */
export type WhenBusy = 'wait' | 'refuse';

/**
 * At most `workers` conversions at once, each decoding a whole image; up to `waiting` more wait
 * in line. Past that, callers that may be refused are: a flood of new renditions then costs a
 * quick 503 each instead of memory and minutes of CPU.
 */
export class ConversionQueue {
  private running = 0;
  private readonly line: (() => void)[] = [];
  // Moving average of a conversion's duration, for Retry-After.
  private averageMs = 500;
  private readonly workers: number;
  private readonly waiting: number;

  constructor(workers: number, waiting: number) {
    this.workers = workers;
    this.waiting = waiting;
  }

  /** Throws a 503 busy (with Retry-After) when every worker is busy and the line is full. */
  assertRoom(): void {
    if (this.running >= this.workers && this.line.length >= this.waiting)
      throw busy('Too many images are being converted; please try again in a moment', this.retryAfter());
  }

  /** Seconds until a place is likely free: the line ahead, at the recent pace. */
  retryAfter(): number {
    const ahead = this.line.length + 1;
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.averageMs) / this.workers / 1000)));
  }

  /** Runs `work` when a worker is free, waiting in line as long as it takes. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.workers) this.running++;
    else await new Promise<void>((resolve) => this.line.push(resolve));
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - start) * 0.2;
      // The worker passes straight to the next in line, so `running` never dips in between.
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}
