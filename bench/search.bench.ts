import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BRANDS, MODELS } from '../apps/server/src/demo/catalogue-vocabulary.ts';
import { distinctSearches, FILTERS, target } from './catalogue.bench.ts';
import { guestToken, machine, root, startServer, writeSection } from './support.ts';

/**
 * Search relevance on the demo data: a judged set of queries people type (identifiers, names, their
 * first letters, one- and two-typo words, swaps of neighbouring letters, several words, German,
 * French and Chinese), each with what a person expects first. A result is relevant when its name
 * (in the query's language) matches the judgement. Reported per kind of query: precision@5 (the
 * share of relevant results among the first five shown) and MRR (the mean of 1 / rank of the first
 * relevant result, 0 when none is in the first ten).
 */
type Kind = 'exact' | 'prefix' | 'typo' | 'multi-word' | 'language' | 'identifier' | 'typeahead';
type Area = 'products' | 'assets' | 'contents' | 'suggestions';
interface Judged {
  kind: Kind;
  area: Area;
  query: string;
  locale: string;
  /** What a relevant result's name (or title) holds. */
  expect: RegExp;
}

const P = (kind: Kind, query: string, expect: RegExp, locale = 'en_GB'): Judged => ({
  kind,
  area: 'products',
  query,
  locale,
  expect,
});
const A = (kind: Kind, query: string, expect: RegExp, locale = 'en_GB'): Judged => ({
  kind,
  area: 'assets',
  query,
  locale,
  expect,
});
const C = (kind: Kind, query: string, expect: RegExp, locale = 'en_GB'): Judged => ({
  kind,
  area: 'contents',
  query,
  locale,
  expect,
});
/** Identifiers as people type them: any case, separators or none, starts, ends, GTIN-14. */
const I = (query: string, expect: RegExp, area: Area = 'products'): Judged => ({
  kind: 'identifier',
  area,
  query,
  locale: 'en_GB',
  expect,
});
/** The suggestions while typing (products first, then assets and contents, as the list shows them). */
const T = (query: string, expect: RegExp, locale = 'en_GB'): Judged => ({
  kind: 'typeahead',
  area: 'suggestions',
  query,
  locale,
  expect,
});

export const JUDGED: Judged[] = [
  // Exact identifiers and whole names.
  P('exact', 'VT-0000008', /VT-0000008/),
  P('exact', 'Nordvik', /nordvik/i),
  P('exact', 'Lumio', /lumio/i),
  P('exact', 'Kaze', /kaze/i),
  P('exact', 'Atelier Sol', /atelier sol/i),
  P('exact', 'Pendant Light', /pendant light/i),
  P('exact', 'Wall Light', /wall light/i),
  P('exact', 'Desk Lamp', /desk lamp/i),
  P('exact', 'Garden Light', /garden light/i),
  P('exact', 'Grove', /grove/i),
  P('exact', 'Pebble', /pebble/i),
  P('exact', 'Ridge', /ridge/i),
  A('exact', 'packshot', /packshot/i),
  // Prefixes while typing.
  P('prefix', 'nord', /nordvik/i),
  P('prefix', 'pend', /pendant/i),
  P('prefix', 'grov', /grove/i),
  P('prefix', 'lumi', /lumi/i),
  P('prefix', 'garde', /garden/i),
  P('prefix', 'atel', /atelier/i),
  P('prefix', 'nordvik pen', /nordvik.*pendant/i),
  P('prefix', 'desk la', /desk lamp/i),
  P('prefix', 'pebb', /pebble/i),
  P('prefix', 'ridg', /ridge/i),
  A('prefix', 'packs', /packshot/i),
  A('prefix', 'campa', /campaign/i),
  A('prefix', 'lifest', /lifestyle/i),
  P('prefix', 'Pendell', /pendelleuchte/i, 'de_DE'),
  P('prefix', 'Gartenl', /gartenleuchte/i, 'de_DE'),
  P('prefix', 'suspen', /suspension/i, 'fr_FR'),
  // One typo (5+ letters) anywhere, swaps included; two from 9 letters.
  P('typo', 'Atleier', /atelier/i),
  P('typo', 'taelier', /atelier/i),
  P('typo', 'Ateleir', /atelier/i),
  P('typo', 'Atelir', /atelier/i),
  P('typo', 'Nrodvik', /nordvik/i),
  P('typo', 'Nordvk', /nordvik/i),
  P('typo', 'Pendnat', /pendant/i),
  P('typo', 'pendnt', /pendant/i),
  P('typo', 'Gorve', /grove/i),
  P('typo', 'Pebbel', /pebble/i),
  P('typo', 'Rigde', /ridge/i),
  P('typo', 'Gadren', /garden/i),
  P('typo', 'Schreibtsichleuchte', /schreibtischleuchte/i, 'de_DE'),
  P('typo', 'Schriebtischleucte', /schreibtischleuchte/i, 'de_DE'),
  P('typo', 'Pendelleuchet', /pendelleuchte/i, 'de_DE'),
  A('typo', 'pakcshot', /packshot/i),
  A('typo', 'campiagn', /campaign/i),
  A('typo', 'lifesytle', /lifestyle/i),
  P('typo', 'Shreibtischleucte', /schreibtischleuchte/i, 'de_DE'),
  P('typo', 'Wandleuchet', /wandleuchte/i, 'de_DE'),
  P('typo', 'Aplique', /applique/i, 'fr_FR'),
  P('typo', 'Suspenison', /suspension/i, 'fr_FR'),
  P('typo', 'Atleier Sol', /atelier sol/i),
  P('typo', 'nordvik pendnat', /nordvik.*pendant/i),
  // Several words.
  P('multi-word', 'Nordvik Pendant', /nordvik.*pendant/i),
  P('multi-word', 'Lumio wall light', /lumio.*wall light/i),
  P('multi-word', 'Kaze desk lamp', /kaze.*desk lamp/i),
  P('multi-word', 'Atelier Sol garden', /atelier sol.*garden/i),
  P('multi-word', 'Nordvik Arc', /nordvik arc/i),
  P('multi-word', 'pebble wall', /pebble.*wall/i),
  A('multi-word', 'spring campaign', /spring campaign/i),
  A('multi-word', 'nordvik pendant packshot', /nordvik.*pendant.*packshot/i),
  // Other languages.
  P('language', 'Pendelleuchte', /pendelleuchte/i, 'de_DE'),
  P('language', 'Wandleuchte', /wandleuchte/i, 'de_DE'),
  P('language', 'Gartenleuchte Nordvik', /nordvik.*gartenleuchte/i, 'de_DE'),
  P('language', 'Applique', /applique/i, 'fr_FR'),
  P('language', 'Lampe de bureau', /lampe de bureau/i, 'fr_FR'),
  P('language', 'Suspension Kaze', /kaze.*suspension/i, 'fr_FR'),
  P('language', '吊灯', /吊灯/, 'zh_CN'),
  P('language', '壁灯', /壁灯/, 'zh_CN'),
  P('language', '台灯', /台灯/, 'zh_CN'),
  P('language', '花园灯', /花园灯/, 'zh_CN'),
  P('language', 'Lumio 吊灯', /lumio.*吊灯/i, 'zh_CN'),
  P('language', 'Hanglamp', /hanglamp/i, 'nl_NL'),
  P('language', 'Nordvik 台灯', /nordvik.*台灯/i, 'zh_CN'),
  // Contents (answered once the content library exists).
  C('exact', 'installation', /install/i),
  C('exact', 'care and cleaning', /care and cleaning/i),
  C('exact', 'case study', /case study/i),
  C('prefix', 'instal', /install/i),
  C('prefix', 'clean', /cleaning/i),
  C('typo', 'instalation', /install/i),
  C('typo', 'cleanign', /cleaning/i),
  C('typo', 'Montageanleitnug', /montageanleitung/i, 'de_DE'),
  C('multi-word', 'installation guide pendant', /installation guide.*pendant/i),
  C('language', '安装', /安装/, 'zh_CN'),
  C('language', '灯具保养', /灯具保养/, 'zh_CN'),
  // Typed without the break the titles have ("保养与清洁").
  C('language', '保养清洁', /保养与清洁/, 'zh_CN'),
  C('language', 'Pflege Reinigung', /pflege und reinigung/i, 'de_DE'),
  C('language', 'nettoyage', /nettoyage/i, 'fr_FR'),
  C('language', "guide d'installation", /guide d.installation/i, 'fr_FR'),
  // Article numbers: the case, the separators, the start, the end; a variant's brings its product.
  I('vt-0000022', /VT-0000022/),
  I('VT0000022', /VT-0000022/),
  I('vt0000022', /VT-0000022/),
  I('vt 0000022', /VT-0000022/),
  I('vt_0000056', /VT-0000056/),
  I('vt.0000056', /VT-0000056/),
  I('vt/0000106', /VT-0000106/),
  I(' VT - 0000145 ', /VT-0000145/),
  I('0000022', /VT-0000022/),
  I('0000106', /VT-0000106/),
  I('00229', /VT-0000229/),
  I('0283', /VT-0000283/),
  I('VT-000002', /VT-000002\d/),
  I('vt00001', /VT-00001\d\d/),
  I('vt-000029', /VT-000029\d/),
  I('VT-00000', /VT-00000\d\d/),
  I('vt00002', /VT-00002\d\d/),
  I('VT-0000023', /VT-0000022/),
  I('vt0000024', /VT-0000022/),
  I('VT-0000002', /VT-0000001/),
  I('vt0000262', /VT-0000262/),
  I('VT-0000300', /VT-0000300/),
  I('vt-0000001', /VT-0000001/),
  I('Vt-0000188', /VT-0000188/),
  // EAN-13 whole, as a GTIN-14 (a zero in front), spaced, and its start.
  I('8710000000222', /VT-0000022/),
  I('08710000000222', /VT-0000022/),
  I('871 0000000 222', /VT-0000022/),
  I('8710000001069', /VT-0000106/),
  I('08710000001069', /VT-0000106/),
  I('871000000022', /VT-0000022/),
  I('87100000029', /VT-000029\d/),
  I('8710000002998', /VT-0000299/),
  I('0000002998', /VT-0000299/),
  I('2998', /VT-0000299/),
  // Asset file names the same way.
  I('vt0000022', /VT-0000022/, 'assets'),
  I('VT-0000022', /VT-0000022/, 'assets'),
  I('vt_0000056 packshot', /VT-0000056.*packshot/i, 'assets'),
  I('0000106', /VT-0000106/, 'assets'),
  I('vt0000145 datasheet', /VT-0000145.*datasheet/i, 'assets'),
  I('vt-0000022-packshot', /VT-0000022.*packshot/i, 'assets'),
  // Suggestions while typing.
  T('vt000002', /VT-000002\d/),
  T('vt0000056', /VT-0000056/),
  T('VT-0000023', /VT-0000023/),
  T('0000106', /VT-0000106/),
  T('8710000000222', /VT-0000022/),
  T('08710000001069', /VT-0000106/),
  T('Nordv', /nordvik/i),
  T('pend', /pendant/i),
  T('atel', /atelier/i),
  T('Lumio Ar', /lumio arc/i),
  T('desk la', /desk lamp/i),
  T('bloom st', /bloom stool/i),
  T('grov', /grove/i),
  T('quil', /quill/i),
  T('cove ru', /cove rug/i),
  T('pebb', /pebble/i),
  T('nrodvik', /nordvik/i),
  T('Pendell', /pendelleuchte/i, 'de_DE'),
  T('suspen', /suspension/i, 'fr_FR'),
  T('吊灯', /吊灯/, 'zh_CN'),
  T('packs', /packshot/i),
];

interface Scored {
  judged: Judged;
  precision: number;
  reciprocal: number;
  names: string[];
}

async function names(url: string, token: string, j: Judged): Promise<string[] | null> {
  const api = `${url}/pim/portal/api/private`;
  const q = encodeURIComponent(j.query);
  const address =
    j.area === 'products'
      ? `${api}/product/?search=${q}&limit=10&attributes=name,sku`
      : j.area === 'assets'
        ? `${api}/media/?search=${q}&itemsPerPage=10&orderBy=name&orderDir=asc`
        : j.area === 'suggestions'
          ? `${api}/search/suggestions?search=${q}&limit=8`
          : `${api}/content/?search=${q}&limit=10`;
  const response = await fetch(address, { headers: { authorization: token, 'accept-language': j.locale } });
  if (!response.ok) return null;
  const body = (await response.json()) as {
    products?: { name: string; attributes?: { sku?: string }; identifier?: string }[];
    assets?: { name: string }[];
    contents?: { title: string }[];
    results?: { title: string }[];
  } & { name: string }[];
  if (j.area === 'suggestions')
    return [
      ...(body.products ?? []).map((p) => `${p.name} ${p.identifier ?? ''}`),
      ...(body.assets ?? []).map((a) => a.name),
      ...(body.contents ?? []).map((c) => c.title),
    ];
  if (j.area === 'products') return (body.products ?? []).map((p) => `${p.name} ${p.attributes?.sku ?? ''}`);
  if (j.area === 'contents') return (body.results ?? []).map((c) => c.title);
  return body.map((a) => a.name);
}

function score(judged: Judged, found: string[]): Scored {
  const relevant = found.map((n) => judged.expect.test(n));
  const top = relevant.slice(0, 5);
  const first = relevant.indexOf(true);
  return {
    judged,
    precision: top.length ? top.filter(Boolean).length / top.length : 0,
    reciprocal: first >= 0 ? 1 / (first + 1) : 0,
    names: found.slice(0, 3),
  };
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export async function run(): Promise<void> {
  if (!process.env.BENCH_SEARCH_SKIP_RELEVANCE) await relevance();
  if (!process.env.BENCH_SEARCH_SKIP_SPEED) await speed();
}

async function relevance(): Promise<void> {
  const server = await startServer();
  try {
    const token = await guestToken(server.url);
    const scored: Scored[] = [];
    const skipped: Area[] = [];
    for (const judged of JUDGED) {
      const found = await names(server.url, token, judged);
      if (!found) {
        if (!skipped.includes(judged.area)) skipped.push(judged.area);
        continue;
      }
      scored.push(score(judged, found));
    }
    const kinds = [...new Set(scored.map((s) => s.judged.kind))];
    const rows = kinds.map((kind) => {
      const of = scored.filter((s) => s.judged.kind === kind);
      return `| ${kind} | ${of.length} | ${mean(of.map((s) => s.precision)).toFixed(2)} | ${mean(of.map((s) => s.reciprocal)).toFixed(2)} |`;
    });
    const misses = scored
      .filter((s) => s.reciprocal < 1)
      .map(
        (s) =>
          `| ${s.judged.area} | ${s.judged.locale} | \`${s.judged.query}\` | ${s.reciprocal.toFixed(2)} | ${s.names.join('; ') || '(nothing)'} |`,
      );
    for (const line of rows) console.log(line);
    writeSection(
      'search-relevance',
      `## Search relevance

${machine()}; the demo data at scale 1 on PGlite, through the HTTP API as the guest. ${scored.length} judged
queries (\`bench/search.bench.ts\`)${skipped.length ? `; not answered yet: ${skipped.join(', ')}` : ''}. Precision@5 is the share
of relevant results among the first five shown; MRR the mean of 1 / rank of the first relevant
result (0 when none is in the first ten). Targets: MRR ≥ 0.9 on exact and prefix queries, ≥ 0.8 on typo queries.

| Kind | Queries | Precision@5 | MRR |
| --- | --- | --- | --- |
${rows.join('\n')}

Queries whose first result was not relevant:

| Area | Locale | Query | 1/rank | First results |
| --- | --- | --- | --- | --- |
${misses.join('\n') || '| – | – | – | – | – |'}
`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * 200 distinct searches of one, two and three words, a third of them with a typo (a swap of two
 * neighbouring letters, a dropped or a doubled letter): none is asked twice, so no answer comes
 * from a cache.
 */
export function distinctQueries(): string[] {
  const words = [
    ...MODELS.map((m) => m.toLowerCase()),
    ...BRANDS.map((b) => b.split(' ')[0].toLowerCase()),
    'pendant',
    'light',
    'desk',
    'lamp',
    'garden',
    'wall',
    'facade',
    'ceiling',
    'packshot',
    'campaign',
    'installation',
    'guide',
    'care',
    'brass',
    'walnut',
    'linen',
    'black',
    'white',
  ];
  const typo = (w: string, i: number) => {
    if (w.length < 5) return w;
    const at = 1 + (i % (w.length - 2));
    return i % 3 === 0
      ? w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2)
      : i % 3 === 1
        ? w.slice(0, at) + w.slice(at + 1)
        : w.slice(0, at) + w[at] + w.slice(at);
  };
  const out = new Set<string>();
  for (let i = 0; out.size < 200 && i < 5000; i++) {
    const n = 1 + (i % 3);
    const picked = Array.from(
      { length: n },
      (_, k) => words[(i * 7 + k * 13 + Math.floor(i / 3)) % words.length],
    );
    if (i % 3 === 2) picked[0] = typo(picked[0], i);
    out.add(picked.join(' '));
  }
  return [...out];
}

interface SpeedTarget {
  name: string;
  scale: number;
  env: Record<string, string>;
}

function speedTargets(): SpeedTarget[] {
  const list: SpeedTarget[] = [];
  const pg =
    process.env.BENCH_SEARCH_PG ??
    (process.env.DATABASE_URL ? process.env.DATABASE_URL.replace(/\/[^/]*$/, '/vsearch100k') : undefined);
  if (pg) list.push({ name: 'PostgreSQL 100k', scale: 100_000, env: { DATABASE_URL: pg } });
  if (process.env.BENCH_SEARCH_PG_1M)
    list.push({
      name: 'PostgreSQL 1M',
      scale: 1_000_000,
      env: { DATABASE_URL: process.env.BENCH_SEARCH_PG_1M },
    });
  if (process.env.BENCH_SEARCH_PGLITE)
    list.push({
      name: 'PGlite 100k',
      scale: 100_000,
      env: { DATABASE_URL: '', DATA_DIR: process.env.BENCH_SEARCH_PGLITE },
    });
  return list;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * What people type into a search box while it suggests: starts of article numbers with and
 * without their separators, ends of them, whole numbers, the first letters of model names, and a
 * model with the start of a brand. None is asked twice.
 */
export function typeaheadQueries(): string[] {
  const out = new Set<string>();
  for (let i = 0; i < 60; i++) {
    const n = String(1 + ((i * 7919) % 99_999)).padStart(7, '0');
    out.add(`vt${n.slice(0, 3 + (i % 5))}`);
    out.add(`VT-${n}`);
    out.add(n.slice(-5 + (i % 2)));
  }
  for (const [i, model] of MODELS.entries()) {
    out.add(model.slice(0, 2).toLowerCase());
    out.add(model.slice(0, 4));
    out.add(`${model} ${BRANDS[i % BRANDS.length].slice(0, 3)}`);
  }
  return [...out];
}

/** Times each address once, one after another; p50, p95 and p99 in ms. */
async function timed(urls: string[], headers: Record<string, string>) {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} from ${url}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
}

/**
 * At 100k (and 1M) products, 100k assets and 20k articles, nothing asked twice:
 * - the search page: for each of 200 distinct searches its three preview requests at once (5
 *   products, 8 assets, 5 contents), timed as the page waits for them;
 * - the product list as the app sends a search: relevance order, 24 per page, facet counts, half
 *   of the searches in a category, half over the whole catalogue (after the same searches in name
 *   order warmed the pages, not the answers);
 * - the catalogue bench's target query (category and two attribute filters) with the same searches;
 * - the suggestions while typing (`typeaheadQueries`).
 * Catalogues: BENCH_SEARCH_PG (default: the database `vsearch100k` beside DATABASE_URL),
 * BENCH_SEARCH_PG_1M and BENCH_SEARCH_PGLITE (a data folder), seeded first with `npm run demo --
 * --scale N` when empty.
 */
async function speed(): Promise<void> {
  const rows: string[] = [];
  for (const t of speedTargets()) {
    const seeding = performance.now();
    const seeded = spawnSync(
      process.execPath,
      [path.join(root, 'apps/server/src/demo/cli.ts'), '--scale', String(t.scale)],
      {
        env: { ...process.env, LOG_LEVEL: 'warn', ...t.env },
        encoding: 'utf8',
      },
    );
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    const seedSeconds = seeded.stdout.includes('nothing done') ? 0 : (performance.now() - seeding) / 1000;
    const server = await startServer({ ...t.env, DEMO_DATA: 'false' });
    try {
      const token = await guestToken(server.url);
      const headers = { authorization: token, 'accept-language': 'en_GB' };
      const api = `${server.url}/pim/portal/api/private`;
      const page = async (q: string) => {
        const e = encodeURIComponent(q);
        const started = performance.now();
        const answers = await Promise.all([
          fetch(`${api}/product/?search=${e}&limit=5&offset=0&order=name&orderdir=desc&attributes=name,sku`, {
            headers,
          }),
          fetch(`${api}/media/?search=${e}&itemsPerPage=8&page=1&orderBy=name&orderDir=desc`, { headers }),
          fetch(`${api}/content/?search=${e}&limit=5&page=1&orderdir=desc&orderby=title`, { headers }),
        ]);
        await Promise.all(answers.map((a) => a.arrayBuffer()));
        if (answers.some((a) => !a.ok))
          throw new Error(`search ${q}: ${answers.map((a) => a.status).join(',')}`);
        return performance.now() - started;
      };
      await page('warm up');
      const times: number[] = [];
      for (const q of distinctQueries()) times.push(await page(q));
      times.sort((a, b) => a - b);
      const searches = distinctSearches();
      const category = { category_code: FILTERS.category_code };
      // The app's list call while searching: no order (relevance), facets, 24 per page.
      const asSent = (term: string, i: number) =>
        `${api}/product/?limit=24&offset=0&orderdir=desc&search=${encodeURIComponent(term)}&facets=1&attributes=sku,brand,color${
          i % 2 ? '' : `&filters=${encodeURIComponent(JSON.stringify(category))}`
        }`;
      await timed(
        searches.map((term) => server.url + target(0, term, category)),
        headers,
      );
      const list = await timed(searches.map(asSent), headers);
      const cold = await timed(
        searches.map((term) => server.url + target(0, term, FILTERS)),
        headers,
      );
      await timed([`${api}/search/suggestions?search=warm`], headers);
      const typing = await timed(
        typeaheadQueries().map((q) => `${api}/search/suggestions?search=${encodeURIComponent(q)}`),
        headers,
      );
      rows.push(
        `| ${t.name} | ${percentile(times, 50).toFixed(1)} / **${percentile(times, 95).toFixed(1)}** / ${percentile(times, 99).toFixed(1)} | ${list[0]} / **${list[1]}** / ${list[2]} | ${cold[0]} / ${cold[1]} / ${cold[2]} | ${typing[0]} / **${typing[1]}** / ${typing[2]} | ${seedSeconds ? `${seedSeconds.toFixed(0)} s` : 'seeded before'} |`,
      );
      console.log(rows.at(-1));
    } finally {
      await server.stop();
    }
  }
  if (!rows.length) return;
  writeSection(
    'search-speed',
    `## Search speed

${machine()}. 100 000 (and 1 000 000) products, 100 000 assets and 20 000 articles (\`npm run demo --
--scale N\`), through HTTP, one request after another, nothing asked twice (\`bench/search.bench.ts\`):

- **search page**: 200 distinct searches of one to three words, a third with a typo; each search's
  three preview requests at once, as the page sends them (5 products, 8 assets, 5 contents; name or
  title order, descending, within the relevance tiers), timed as the page waits for them;
- **product list as sent**: ${distinctSearches().length} different searches as the app sends them (relevance order, 24
  per page, facet counts), half in a category, half over the whole catalogue, after the same
  searches in name order warmed the database's pages (not the answers);
- **target query**: the catalogue bench's (category, two attribute filters, facets, name order) with
  the same searches;
- **suggestions**: ${typeaheadQueries().length} different texts typed into a search box (starts, ends and whole article
  numbers with and without separators, first letters of models, a model and a brand's start).

Targets on PostgreSQL: search page p95 ≤ 50 ms; the product list's searches p95 ≤ 20 ms at 100k and
p99 ≤ 100 ms at 1M; suggestions p95 ≤ 30 ms at 100k. Times in ms, p50 / p95 / p99.

| Catalogue | search page | product list as sent | target query | suggestions | Seeding |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`,
  );
}
