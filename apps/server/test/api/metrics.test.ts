import { RENDITION_PRESETS, renditionQuery } from '@vitrine/contract/rendition-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series in Prometheus' text format (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const lines = text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
  let sum = 0;
  for (const line of lines)
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      sum += Number(line.split(' ').pop());
  return sum;
}

describe.each(dialects)('metrics on %s', (dialect) => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp(dialect, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('answers only a scraper with the token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('shows requests, jobs, the rendition cache and the process moving', async () => {
    const before = await scrape();
    const route = { route: '/pim/portal/api/public/config/', status: '200' };
    const api = client(t.app);
    for (let i = 0; i < 3; i++) await api.get('/public/config/');

    // Two requests of one new rendition: a miss (a conversion), then a hit.
    await t.deps.storage.put(
      'assets/me/tr/pic.png',
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a7' } })
        .png()
        .toBuffer(),
    );
    const url = `/pim/media/assets/me/tr/pic.png?${renditionQuery(RENDITION_PRESETS.thumbnail)}`;
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url })).statusCode).toBe(200);

    // A job: an export of two products.
    const { token, api: user } = await signIn(t.app);
    const ids = (await user.get('/private/product/?limit=2')).json.products.map((p: { id: number }) => p.id);
    const exported = await client(t.app).get(
      `/private/export/template/3/download?authorization=${token}&identifiers=${ids.join(',')}`,
    );
    expect(exported.status).toBe(200);

    const after = await scrape();
    const requests = (text: string) =>
      value(text, 'vitrine_http_requests_total', { method: 'GET', ...route });
    expect(requests(after) - requests(before)).toBe(3);
    expect(value(after, 'vitrine_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(3);
    const cache = (text: string, event: string) => value(text, 'vitrine_rendition_cache_total', { event });
    expect(cache(after, 'miss') - cache(before, 'miss')).toBeGreaterThanOrEqual(1);
    expect(cache(after, 'hit') - cache(before, 'hit')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'vitrine_job_duration_seconds_count', { outcome: 'done' })).toBeGreaterThan(
      value(before, 'vitrine_job_duration_seconds_count', { outcome: 'done' }),
    );
    expect(after).toContain('# TYPE vitrine_job_queue_depth gauge');
    expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toContain('nodejs_eventloop_lag_p99_seconds');
    // Raw URLs never become labels.
    expect(after).not.toContain('authorization=');
  });
});
