import { productRoutes } from '@vitrine/contract/routes/products';
import { reportRoutes } from '@vitrine/contract/routes/reports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../src/shared/api/call-route';

afterEach(() => vi.unstubAllGlobals());

/** Records the request the app sends and answers it with `body`. */
function answering(body: unknown, status = 200) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

describe('calling a route of the contract', () => {
  it('takes the method and address from the table, the parameters filled in', async () => {
    const sent = answering({ id: 7 });
    await callRoute(reportRoutes.getReport, { params: { id: 7 } });
    expect(sent[0]!.url).toBe('/pim/portal/api/private/report/7');
    expect(sent[0]!.init.method).toBe('GET');
  });

  it('sends a body as JSON and a nested query as the server reads it', async () => {
    const sent = answering({});
    await callRoute(reportRoutes.createReport, { body: { name: 'A', description: 'B' } });
    expect(sent[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ name: 'A', description: 'B' });
    await callRoute(productRoutes.listProducts, { query: { limit: 1, filters: { id: 3 } } as never });
    expect(sent[1]!.url).toContain('filters%5Bid%5D=3');
    expect(sent[1]!.url).toContain('limit=1');
  });

  it('rejects with the server\u2019s error', async () => {
    answering({ message: 'Not found', code: 'not_found' }, 404);
    await expect(callRoute(reportRoutes.getReport, { params: { id: 1 } })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});
