import { startServer, guestToken } from '../bench/support.ts';
import { distinctQueries } from '../bench/search.bench.ts';
const server = await startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vsearch100k', DEMO_DATA: 'false' });
const token = await guestToken(server.url);
const headers = { authorization: token, 'accept-language': process.env.LOC ?? 'en_GB' };
const api = `${server.url}/pim/portal/api/private`;
const urls = (e: string) => ({
  products: `${api}/product/?search=${e}&limit=5&offset=0&order=name&orderdir=desc&attributes=name,sku`,
  assets: `${api}/media/?search=${e}&itemsPerPage=8&page=1&orderBy=name&orderDir=desc`,
  contents: `${api}/content/?search=${e}&limit=5&page=1&orderdir=desc&orderby=title`,
});
const times: Record<string, [number, string][]> = { products: [], assets: [], contents: [], page: [] };
const one = async (u: string) => { const s = performance.now(); const r = await fetch(u, { headers }); await r.arrayBuffer(); return performance.now() - s; };
await one(urls('warm').products);
const qs = distinctQueries();
for (const q of qs) {
  const u = urls(encodeURIComponent(q));
  const s = performance.now();
  const each = await Promise.all(Object.values(u).map(one));
  times.page.push([performance.now() - s, q]);
  (['products', 'assets', 'contents'] as const).forEach((k, i) => times[k].push([each[i], q]));
}
for (const [k, v] of Object.entries(times)) {
  v.sort((a, b) => a[0] - b[0]);
  const p = (x: number) => v[Math.ceil(x / 100 * v.length) - 1][0].toFixed(1);
  console.log(k, 'p50', p(50), 'p95', p(95), 'worst:', v.slice(-6).map(([t, q]) => `${q}=${t.toFixed(0)}`).join(', '));
}
await server.stop();
