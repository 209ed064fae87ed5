import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, in Prometheus' format. One registry per process (a process is one
 * instance): areas and infrastructure count what they do here, the metrics plugin serves it.
 * Default metrics cover memory, CPU, handles and event-loop delay.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

export const httpRequests = new Counter({
  name: 'vitrine_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'vitrine_http_request_duration_seconds',
  help: 'Time to answer HTTP requests, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'vitrine_job_duration_seconds',
  help: 'Time taken by job attempts, by kind and outcome (done, retry, failed)',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
  registers: [metricsRegistry],
});

export const renditionCache = new Counter({
  name: 'vitrine_rendition_cache_total',
  help: 'Rendition cache events: hit, miss (a conversion), eviction (a file removed by the cap)',
  labelNames: ['event'] as const,
  registers: [metricsRegistry],
});

/** Gauges read when scraped: their sources (the queue, the pool) belong to the running portal. */
const sources = {
  queue: async (): Promise<{ kind: string; state: string; count: number }[]> => [],
  pool: (): { total: number; idle: number; waiting: number } | null => null,
};

new Gauge({
  name: 'vitrine_job_queue_depth',
  help: 'Jobs of every instance queued or running, by kind and state',
  labelNames: ['kind', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const { kind, state, count } of await sources.queue().catch(() => []))
      this.set({ kind, state }, count);
  },
});

new Gauge({
  name: 'vitrine_db_pool_connections',
  help: 'PostgreSQL pool connections, by state (total, idle, waiting clients); absent on the embedded database',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const pool = sources.pool();
    if (pool) for (const [state, count] of Object.entries(pool)) this.set({ state }, count);
  },
});

/** Where the scrape-time gauges read from (the latest portal built in this process). */
export function setMetricSources(next: Partial<typeof sources>): void {
  Object.assign(sources, next);
}
