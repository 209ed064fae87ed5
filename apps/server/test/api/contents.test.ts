import type { Content, ContentCategory } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, guestToken, signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

/** HTML as someone with database access may have left it: never through a writer. */
const HOSTILE =
  '<p>Solid <strong>oak</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">a</a><iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg>';
const EXECUTABLE = /<script|<iframe|<svg|onerror|onload|javascript:/i;

describe.each(dialects)('content library on %s', (dialect) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let guest: ReturnType<typeof client>;
  const as = (locale: string) => client(t.app, { token, locale });
  let token: string;
  let hostileId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ api, token } = await signIn(t.app));
    guest = client(t.app, { token: await guestToken(t.app) });
    // Straight into the tables, as an older version or a database session might leave them.
    const { id } = await t.deps.db
      .selectFrom('content')
      .select('id')
      .where('link', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    hostileId = id;
    await t.deps.db
      .updateTable('content_translation')
      .set({ text: HOSTILE, introduction: 'Tom & Jerry <img src=x onerror=alert(1)>' })
      .where('content_id', '=', id)
      .execute();
    await t.deps.db
      .updateTable('content')
      .set({ link: 'javascript:alert(1)' })
      .where('id', '=', id)
      .execute();
  });
  afterAll(() => t.close());

  const ids = (list: Content[]) => list.map((c) => c.id);
  const all = async (query = '', c = api) => {
    const r = await c.get(`/private/content/?limit=999${query}`);
    expect(r.status).toBe(200);
    return r.json as { results: Content[]; total: number; terms?: string[] };
  };

  it('pages through every content, newest first by default, with the total', async () => {
    const first = await api.get('/private/content/');
    expect(first.status).toBe(200);
    expect(first.json.results).toHaveLength(24);
    // 150 demo articles and the dashboard's welcome.
    expect(first.json.total).toBe(151);
    expect(first.json.terms).toBeUndefined();
    const everything = await all();
    expect(everything.results).toHaveLength(151);
    const created = everything.results.map((c) => c.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // Unix seconds.
    expect(created[0]).toBeGreaterThan(1_700_000_000);
    expect(created[0]).toBeLessThan(2_000_000_000);
    expect(ids(first.json.results)).toEqual(ids(everything.results.slice(0, 24)));
    const third = await api.get('/private/content/?limit=24&page=3&orderby=created&orderdir=desc');
    expect(ids(third.json.results)).toEqual(ids(everything.results.slice(48, 72)));
    const last = await api.get('/private/content/?limit=50&page=4');
    expect(last.json).toMatchObject({ total: 151, results: [{}] });
    expect(await api.get('/private/content/?limit=50&page=9')).toMatchObject({
      status: 200,
      json: { results: [], total: 151 },
    });
    const oldest = await all('&orderdir=ASC');
    expect(ids(oldest.results)).toEqual(ids(everything.results).reverse());
  });

  it('sorts by title either way', async () => {
    const asc = (await all('&orderby=title&orderdir=asc')).results;
    const desc = (await all('&orderby=title&orderdir=desc')).results;
    expect(asc).toHaveLength(151);
    expect(ids(desc)).toEqual(ids(asc).reverse());
    const initials = asc.map((c) => c.title[0].toLowerCase());
    expect(initials).toEqual([...initials].sort());
    const page = await api.get('/private/content/?orderby=title&orderdir=asc&limit=10&page=2');
    expect(ids(page.json.results)).toEqual(ids(asc.slice(10, 20)));
  });

  it('filters by category code, sub-categories included; the dashboard category too', async () => {
    const installation = await all('&filters[category]=installation');
    const care = await all('&filters[category]=care');
    const guides = await all('&filters[category]=guides');
    expect(installation.total).toBeGreaterThan(10);
    expect(care.total).toBeGreaterThan(10);
    expect(guides.total).toBe(installation.total + care.total);
    expect(new Set(ids(guides.results))).toEqual(
      new Set([...ids(installation.results), ...ids(care.results)]),
    );
    expect(installation.results.every((c) => c.categories.some((k) => k.title === 'Installation'))).toBe(
      true,
    );
    const news = await all('&filters[category]=news');
    expect(news.results.every((c) => c.categories.some((k) => k.title === 'News'))).toBe(true);
    const dashboard = await all('&filters[category]=dashboard');
    expect(dashboard.total).toBe(1);
    expect(dashboard.results[0].title).toBe('Welcome to the Vitrine portal');
    expect(await all('&filters[category]=no-such-category')).toEqual({ results: [], total: 0 });
    // A category filter narrows a search, too.
    const searched = await all('&filters[category]=care&search=cleaning');
    expect(searched.total).toBe(care.total);
  });

  it("answers a product's contents (up to 999) and nothing for a product without any", async () => {
    const links = await t.deps.db
      .selectFrom('content_product')
      .select(['product_id', 'content_id'])
      .orderBy('product_id')
      .execute();
    expect(links.length).toBeGreaterThan(50);
    const productId = links[0].product_id;
    const expected = links.filter((l) => l.product_id === productId).map((l) => l.content_id);
    const r = await api.get(
      `/private/content/?page=1&limit=999&orderdir=desc&orderby=created&filters[product]=${productId}`,
    );
    expect(r.status).toBe(200);
    expect(r.json.total).toBe(expected.length);
    expect(new Set(ids(r.json.results))).toEqual(new Set(expected));
    const linked = new Set(links.map((l) => l.product_id));
    const lonely = [...Array(400).keys()].map((i) => i + 1).find((id) => !linked.has(id))!;
    expect(await all(`&filters[product]=${lonely}`)).toEqual({ results: [], total: 0 });
    // About 40 % of the articles are linked to 1–3 products.
    const perContent = new Map<number, number>();
    for (const l of links) perContent.set(l.content_id, (perContent.get(l.content_id) ?? 0) + 1);
    expect(perContent.size).toBeGreaterThan(45);
    expect(perContent.size).toBeLessThan(75);
    expect(Math.max(...perContent.values())).toBeLessThanOrEqual(3);
  });

  it('searches by relevance: title matches first, the order asked within, with the words to highlight', async () => {
    const r = await all('&search=Installation');
    expect(r.total).toBeGreaterThan(10);
    expect(r.terms).toEqual(['installation']);
    const titleFirst = (results: Content[]) => {
      const inTitle = results.map((c) => /installation/i.test(c.title));
      expect(inTitle[0]).toBe(true);
      // Every title match comes before every other match, whatever the order asked.
      expect(inTitle.slice(inTitle.indexOf(false) >>> 0).includes(true)).toBe(false);
      return results.filter((c) => /installation/i.test(c.title));
    };
    const newest = titleFirst(r.results).map((c) => c.created);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const sorted = await all('&search=Installation&orderby=title&orderdir=asc');
    expect(sorted.total).toBe(r.total);
    const titles = titleFirst(sorted.results).map((c) => c.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    // A product word finds the articles that name the product; prefixes work as typed.
    const brand = await all('&search=nordv');
    expect(brand.total).toBeGreaterThan(0);
    expect(brand.results.every((c) => /nordvik/i.test(c.title + c.introduction + c.text))).toBe(true);
    const two = await all('&search=care%20nordvik');
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBeLessThan(brand.total);
    expect(two.terms).toEqual(['care', 'nordvik']);
    // Paging a search keeps the total.
    const page2 = await api.get('/private/content/?search=Installation&limit=5&page=2');
    expect(page2.json.total).toBe(r.total);
    expect(ids(page2.json.results)).toEqual(ids(r.results.slice(5, 10)));
    const beyond = await api.get('/private/content/?search=Installation&limit=5&page=999');
    expect(beyond.json).toEqual({ results: [], total: r.total, terms: ['installation'] });
    expect(await all('&search=xyzzyplugh')).toEqual({ results: [], total: 0, terms: ['xyzzyplugh'] });
    // Nothing to search for: the plain list.
    expect((await all('&search=%20%21%3F%20')).total).toBe(151);
  });

  it('searches German words in German, and English (the default language) as well', async () => {
    const de = as('de_DE');
    const r = await de.get('/private/content/?search=Montageanleitung&limit=999');
    expect(r.status).toBe(200);
    expect(r.json.total).toBeGreaterThan(10);
    expect(r.json.results.every((c: Content) => c.title.includes('Montageanleitung'))).toBe(true);
    // German stemming: the plural finds the singular.
    expect((await de.get('/private/content/?search=Montageanleitungen')).json.total).toBe(r.json.total);
    // English words find the same guides through their English translation.
    const english = await de.get('/private/content/?search=installation%20guide&limit=999');
    expect(english.json.total).toBeGreaterThan(10);
    expect(english.json.results.every((c: Content) => c.title.startsWith('Montageanleitung:'))).toBe(true);
    // German texts are not searched for an English reader.
    expect((await api.get('/private/content/?search=Montageanleitung')).json.total).toBe(0);
  });

  it('searches Chinese by its characters and their pairs: whole titles and any part of a run', async () => {
    const zh = as('zh_CN');
    const guides = await zh.get('/private/content/?search=安装指南&limit=999');
    expect(guides.status).toBe(200);
    expect(guides.json.total).toBeGreaterThan(10);
    expect(guides.json.terms).toEqual(['安装', '装指', '指南']);
    expect(guides.json.results.every((c: Content) => c.title.includes('安装指南'))).toBe(true);
    const title = guides.json.results[0].title as string;
    const whole = await zh.get(`/private/content/?search=${encodeURIComponent(title)}`);
    expect(whole.json.results[0].title).toBe(title);
    expect((await zh.get('/private/content/?search=灯具保养')).json.total).toBeGreaterThan(0);
    // A part of a run is found wherever it occurs: the start, the middle, the end.
    expect((await zh.get('/private/content/?search=装指')).json.total).toBe(guides.json.total);
    expect((await zh.get('/private/content/?search=安装')).json.total).toBeGreaterThan(guides.json.total);
    expect((await zh.get('/private/content/?search=指南')).json.total).toBeGreaterThanOrEqual(
      guides.json.total,
    );
  });

  it('forgives a typo through the shared vocabulary, and names the correction', async () => {
    const r = await all('&search=instalation');
    expect(r.total).toBeGreaterThan(10);
    expect(r.terms).toContain('installation');
    expect(r.results[0].title).toMatch(/installation/i);
  });

  it('answers one content with its attachments and thumbnail', async () => {
    const guides = (await all('&filters[category]=installation')).results;
    const guide = guides.find((c) => c.attachments.length >= 2)!;
    const r = await api.get(`/private/content/${guide.id}`);
    expect(r.status).toBe(200);
    const content = r.json as Content;
    expect(content).toEqual(guide);
    expect(content.text).toMatch(/<h2>[^<]+<\/h2><ul><li>/);
    expect(content.text).toMatch(/<img src="\/pim\/media\/products\/[^"]+\.jpg\?width=1200&amp;height=1200/);
    expect(content.text).toContain('<a href="https://www.example.com/');
    expect(content.thumbnail).toMatch(/^\/pim\/media\/products\/[\w-]+\.jpg$/);
    const pdf = content.attachments.find((a) => a.media_file?.name.endsWith('.pdf'))!;
    expect(pdf).toMatchObject({
      file: null,
      media_file: { url: expect.stringMatching(/^\/pim\/media\/assets\/.+\.pdf$/) },
    });
    // PDFs are drawn by the rendition service: they have pictures.
    expect(pdf.media_image_small).toEqual(pdf.media_file);
    const video = (await all()).results
      .flatMap((c) => c.attachments)
      .find((a) => a.media_file?.name.endsWith('.mp4'));
    if (video) expect(video.media_image_small).toBeNull();

    const care = (await all('&filters[category]=care')).results.find((c) =>
      c.attachments.some((a) => a.file),
    )!;
    const stored = care.attachments.find((a) => a.file)!;
    expect(stored).toMatchObject({
      file: expect.stringMatching(/^\/pim\/media\/products\/.+\.jpg$/),
      media_file: null,
    });
    expect(stored.image_small).toBe(stored.file);
    expect(stored.image_large).toBe(stored.file);
    // The thumbnail path takes a rendition preset.
    const thumbnail = await t.app.inject({
      method: 'GET',
      url: `${care.thumbnail}?width=300&height=300&trim=1&format=png`,
    });
    expect(thumbnail.statusCode).not.toBe(400);

    const everything = (await all()).results;
    expect(everything.filter((c) => c.link).length).toBeGreaterThan(5);
    expect(everything.filter((c) => c.link).length).toBeLessThan(30);
    expect(everything.filter((c) => c.thumbnail === null).length).toBeLessThan(20);
  });

  it('answers the category tree without the dashboard category, translated', async () => {
    const en = await api.get('/private/content/categories');
    expect(en.status).toBe(200);
    const tree = en.json as ContentCategory[];
    expect(tree.map((c) => c.code)).toEqual(['news', 'guides', 'case-studies', 'downloads']);
    expect(tree[1]).toMatchObject({
      title: 'Guides',
      order: 1,
      children: [
        { code: 'installation', title: 'Installation', children: [] },
        { code: 'care', title: 'Care' },
      ],
    });
    const de = (await as('de_DE').get('/private/content/categories')).json as ContentCategory[];
    expect(de.map((c) => c.title)).toEqual(['Neuigkeiten', 'Ratgeber', 'Fallstudien', 'Downloads']);
    const zh = (await as('zh_CN').get('/private/content/categories')).json as ContentCategory[];
    expect(zh[1].children.map((c) => c.title)).toEqual(['安装', '保养']);
  });

  it('answers in the asked language, falling back to the same language and then the default', async () => {
    const english = (await all()).results;
    const byId = new Map(english.map((c) => [c.id, c]));
    const french = (await all('', as('fr_FR'))).results;
    const belgian = (await all('', as('fr_BE'))).results;
    expect(belgian).toEqual(french);
    const onlyTwo = await t.deps.db
      .selectFrom('content as c')
      .select('c.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('content_translation as t')
              .select('t.locale')
              .whereRef('t.content_id', '=', 'c.id')
              .where('t.locale', '=', 'fr_FR'),
          ),
        ),
      )
      .execute();
    expect(onlyTwo.length).toBeGreaterThan(5);
    for (const { id } of onlyTwo) expect(french.find((c) => c.id === id)!.title).toBe(byId.get(id)!.title);
    const translated = french.find((c) => !onlyTwo.some((o) => o.id === c.id) && c.id !== hostileId)!;
    expect(translated.title).not.toBe(byId.get(translated.id)!.title);
    expect(translated.categories[0].title).not.toBe(byId.get(translated.id)!.categories[0].title);
    // Danish has no translations at all: the default locale's.
    const danish = (await all('', as('da_DK'))).results;
    expect(danish.map((c) => c.title)).toEqual(english.map((c) => c.title));
  });

  it('serves HTML written straight into the table sanitised, and only web links', async () => {
    const r = await api.get(`/private/content/${hostileId}`);
    expect(r.status).toBe(200);
    expect(r.json.text).toContain('<p>Solid <strong>oak</strong>.</p>');
    expect(r.json.text).not.toMatch(EXECUTABLE);
    expect(r.json.introduction).not.toMatch(EXECUTABLE);
    expect(r.json.introduction).toContain('Tom &amp; Jerry');
    expect(r.json.link).toBeNull();
    const inList = (await all()).results.find((c) => c.id === hostileId)!;
    expect(inList.text).toBe(r.json.text);
    const demo = (await all()).results.find((c) => c.id !== hostileId)!;
    expect(demo.text).not.toMatch(EXECUTABLE);
  });

  it('answers 404 for an unknown content and 400 for bad input', async () => {
    const missing = await api.get('/private/content/999999');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'content_not_found', message: expect.any(String) });
    for (const url of [
      '/private/content/abc',
      '/private/content/0',
      '/private/content/99999999999',
      `/private/content/?search=${'lamp+'.repeat(2000)}`,
      '/private/content/?filters=abc',
      '/private/content/?filters[product]=abc',
      '/private/content/?filters[product]=0',
      '/private/content/?filters[category][]=news',
      '/private/content/?page=0',
      '/private/content/?page=-1',
      '/private/content/?limit=5000',
      '/private/content/?limit=0',
      '/private/content/?limit=abc',
      '/private/content/?orderby=rank',
      '/private/content/?orderdir=up',
      '/private/content/?search=%00',
    ]) {
      const r = await api.get(url);
      expect(r.status, url).toBe(400);
      expect(r.json, url).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await api.get('/private/content/?limit=999&page=1000000')).json.results).toEqual([]);
  });

  it('lets a guest read, and nobody without a token', async () => {
    expect((await guest.get('/private/content/?limit=5')).json.results).toHaveLength(5);
    expect((await guest.get('/private/content/categories')).status).toBe(200);
    expect((await guest.get(`/private/content/${hostileId}`)).status).toBe(200);
    const anonymous = client(t.app);
    for (const url of ['/private/content/', '/private/content/categories', `/private/content/${hostileId}`])
      expect((await anonymous.get(url)).status).toBe(401);
  });
});
