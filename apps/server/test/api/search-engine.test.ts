import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

describe.each(dialects)('search engine on %s', (dialect) => {
  let t: TestApp;
  let api: Awaited<ReturnType<typeof signIn>>['api'];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ api } = await signIn(t.app));
  });
  afterAll(() => t.close());

  const names = async (search: string, locale = 'en_GB') => {
    const query = new URLSearchParams({ search, limit: '50', attributes: 'name' });
    const r = await api.get(`/private/product/?${query}`, { 'accept-language': locale });
    expect(r.status, search).toBe(200);
    return (r.json.products as { name: string }[]).map((p) => p.name);
  };

  it('keeps the words of product names for typo tolerance, with their deletions', async () => {
    const words = await t.deps.db
      .selectFrom('search_word')
      .select('word')
      .where('source', '=', 'products')
      .execute();
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['atelier', 'nordvik']));
    const variant = await t.deps.db
      .selectFrom('search_word_variant')
      .select('word')
      .where('variant', '=', 'ateier')
      .execute();
    expect(variant.map((v) => v.word)).toContain('atelier');
  });

  it('searches each product as it is now: archived, disabled, made a variant or renamed', async () => {
    const { db } = t.deps;
    const product = await db
      .selectFrom('product')
      .select(['id', 'search', 'sort_name'])
      .where('parent_id', 'is', null)
      .where('status', '=', true)
      .where('archived', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('product')
      .select('id')
      .where('parent_id', 'is', null)
      .where('id', '<>', product.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Each ask differs (its page size), so no answer comes from the list's cache of answers.
    let asked = 5;
    const found = async () => {
      const r = await api.get(`/private/product/?search=zwoelfmalig&limit=${asked++}&attributes=name`);
      expect(r.status).toBe(200);
      return (r.json.products as { id: number }[]).map((p) => p.id);
    };
    // A new word in its vector (as an import writes it) finds it; the search rows follow each change.
    await sql`update product set search = search || to_tsvector('simple', 'zwoelfmalig') where id = ${product.id}`.execute(
      db,
    );
    expect(await found()).toEqual([product.id]);
    await db.updateTable('product').set({ archived: true }).where('id', '=', product.id).execute();
    expect(await found()).toEqual([]);
    await db
      .updateTable('product')
      .set({ archived: false, status: false })
      .where('id', '=', product.id)
      .execute();
    expect(await found()).toEqual([]);
    await db
      .updateTable('product')
      .set({ status: true, parent_id: other.id })
      .where('id', '=', product.id)
      .execute();
    expect(await found()).toEqual([]);
    await db.updateTable('product').set({ parent_id: null }).where('id', '=', product.id).execute();
    expect(await found()).toEqual([product.id]);
    await db.updateTable('product').set({ search: product.search }).where('id', '=', product.id).execute();
    expect(await found()).toEqual([]);
    const rows = await sql<{ n: number }>`
      select count(*)::int as n from product p full join product_search s on s.id = p.id
      where (p.status and not p.archived and p.parent_id is null) is distinct from (s.id is not null)
        or s.sort_name <> p.sort_name or s.filter_keys <> p.filter_keys`.execute(db);
    expect(rows.rows[0].n).toBe(0);
    const contents = await sql<{ n: number }>`
      select count(*)::int as n from content_translation t full join content_search s using (content_id, locale)
      where t.content_id is null or s.content_id is null or s.sort_title <> t.sort_title`.execute(db);
    expect(contents.rows[0].n).toBe(0);
  });

  it('forgives a swap of neighbouring letters anywhere in a word, the first letters included', async () => {
    const exact = await names('atelier');
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((n) => /atelier/i.test(n))).toBe(true);
    for (const typo of ['atleier', 'taelier', 'ateleir', 'atelir', 'atelierr', 'ntordvik']) {
      const found = await names(typo);
      expect(found.length, typo).toBeGreaterThan(0);
    }
    expect((await names('atleier')).slice(0, 5)).toEqual(exact.slice(0, 5));
    // The answer names what was looked for, so previews can mark the corrected word.
    const answer = await api.get('/private/product/?search=atleier&limit=1');
    expect(answer.json.terms).toEqual(expect.arrayContaining(['atleier', 'atelier']));
    // Two edits only from nine letters: a five-letter word with two is nothing.
    expect(await names('tlaeier')).toEqual([]);
  });

  it('finds Chinese names and texts by their characters', async () => {
    const whole = await names('吊灯', 'zh_CN');
    expect(whole.length).toBeGreaterThan(0);
    // Part of a longer run without spaces, and a single character.
    const part = await names('简约设计', 'zh_CN');
    expect(part.length).toBeGreaterThan(0);
    const one = await names('灯', 'zh_CN');
    expect(one.length).toBeGreaterThanOrEqual(whole.length);
    // Two runs' pairs are all required: a text holding both is found, one holding only one is not.
    const both = await names('简约设计 吊灯', 'zh_CN');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((n) => n.includes('吊灯'))).toBe(true);
    // A run typed without the break the text has ("吊灯：适合"): its characters find it, its pairs rank.
    const across = await names('吊灯适合', 'zh_CN');
    expect(across.length).toBeGreaterThan(0);
    expect(across.slice(0, 5).every((n) => n.includes('吊灯'))).toBe(true);
    const marked = await api.get(`/private/product/?search=${encodeURIComponent('吊灯适合')}&limit=1`);
    expect(marked.json.terms).toEqual(['吊灯', '灯适', '适合']);
  });

  it('finds assets by name with a typo, a prefix or a Chinese part', async () => {
    const assets = async (search: string) => {
      const r = await api.get(`/private/media/?${new URLSearchParams({ search, itemsPerPage: '50' })}`);
      expect(r.status, search).toBe(200);
      return (r.json as { name: string }[]).map((a) => a.name);
    };
    const exact = await assets('packshot');
    expect(exact.length).toBeGreaterThan(0);
    expect(await assets('pakcshot')).toEqual(exact);
    expect(await assets('packsh')).toEqual(exact);
    expect(await assets('qqqqqqq')).toEqual([]);
  });

  it('puts an asset whose name is the search first, then whole words, whatever the order asked', async () => {
    const list = async (query: Record<string, string>) => {
      const r = await api.get(`/private/media/?${new URLSearchParams({ itemsPerPage: '50', ...query })}`);
      expect(r.status).toBe(200);
      return r.json as { id: number; name: string }[];
    };
    // A name that is the start of newer names ("… packshot" and "… packshot (2)").
    const all = await list({ search: 'packshot', orderBy: 'created', orderDir: 'desc', itemsPerPage: '100' });
    const named = all.find((a) => all.some((b) => b.id !== a.id && b.name.includes(a.name)));
    expect(named).toBeDefined();
    for (const orderBy of ['created', 'name'])
      expect((await list({ search: named!.name, orderBy, orderDir: 'desc' }))[0].name).toBe(named!.name);
    // Whole words before the same letters inside a word: "lamp" before "lamps"/"clamp".
    const found = await list({ search: 'lamp', orderBy: 'name', orderDir: 'asc' });
    const whole = found.map((a) => /\blamp\b/i.test(a.name));
    expect(whole[0]).toBe(true);
    expect(whole.slice(whole.indexOf(false) >>> 0).includes(true)).toBe(false);
  });
});
