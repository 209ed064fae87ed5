import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, guestClients } from '../support/http.ts';
import { addPerson } from '../support/people.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;

const ARTICLES = '/private/console/articles';
const WORD = 'Quastenflosser';

describe.each(dialects)('writing articles in the console, on %s', (dialect) => {
  let t: TestApp;
  let admin: Api;
  let visitor: Awaited<ReturnType<typeof guestClients>>;
  let picture: { id: number; key: string };
  let file: { id: number };
  let productId: number;
  let categoryId: number;
  let articleId: number;

  const stored = async (id: number) => (await admin.get(`${ARTICLES}/${id}`)).json;
  const searchRows = async (id: number) =>
    (
      await t.deps.db
        .selectFrom('content_search')
        .select('locale')
        .where('content_id', '=', id)
        .orderBy('locale')
        .execute()
    ).map((r) => r.locale);
  const draft = (overrides: Record<string, unknown> = {}) => ({
    translations: {
      en_GB: {
        title: `The ${WORD} lamp`,
        introduction: '<p>A lamp for the deep.</p>',
        text: `<p>It glows.</p><p><img src="/pim/media/${picture.key}?width=800" alt="Lamp"></p>`,
      },
      de_DE: {
        title: `Die ${WORD}-Leuchte`,
        introduction: '<p>Für die Tiefe.</p>',
        text: '<p>Sie leuchtet.</p>',
      },
    },
    categories: [categoryId],
    attachments: [file.id],
    products: [productId],
    thumbnail: picture.id,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ api: admin } = await addPerson(t, 'ops@vitrine.example', { admin: true }));
    visitor = await guestClients(t.app);
    const assets = t.deps.db.selectFrom('asset').select(['id', 'storage_key']).where('archived', '=', false);
    const image = await assets.where('ext', '=', 'jpg').orderBy('id').executeTakeFirstOrThrow();
    picture = { id: image.id, key: image.storage_key };
    file = await assets.where('ext', '=', 'pdf').orderBy('id').select('id').executeTakeFirstOrThrow();
    productId = (
      await t.deps.db
        .selectFrom('product')
        .select('id')
        .where('status', '=', true)
        .where('archived', '=', false)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    categoryId = (await admin.get(`${ARTICLES}/categories`)).json[0].id;
  });
  afterAll(() => t.close());

  it('writes a draft in two languages that visitors do not see', async () => {
    const made = await admin.post(ARTICLES, draft());
    expect(made.status, made.body).toBe(200);
    articleId = made.json.id;
    expect(made.json).toMatchObject({
      state: 'draft',
      published: false,
      categories: [categoryId],
      attachments: [{ id: file.id }],
      products: [{ id: productId }],
      thumbnail: { id: picture.id },
    });
    expect(Object.keys(made.json.translations).sort()).toEqual(['de_DE', 'en_GB']);
    expect(await searchRows(articleId)).toEqual(['de_DE', 'en_GB']);
    expect((await visitor.en.get(`/private/content/${articleId}`)).status).toBe(404);
    const drafts = await admin.get(`${ARTICLES}?state=draft&q=${WORD}`);
    expect(drafts.json.items.map((i: { id: number }) => i.id)).toEqual([articleId]);
    expect(drafts.json.items[0].locales).toEqual(['de_DE', 'en_GB']);
  });

  it('publishes: visitors read it in both languages and the search finds it', async () => {
    const published = await admin.put(`${ARTICLES}/${articleId}/publication`, { published: true });
    expect(published.status, published.body).toBe(200);
    expect(published.json.state).toBe('published');
    const en = await visitor.en.get(`/private/content/${articleId}`);
    expect(en.json.title).toBe(`The ${WORD} lamp`);
    expect(en.json.text).toContain(`/pim/media/${picture.key}`);
    expect(en.json.attachments).toHaveLength(1);
    expect((await visitor.de.get(`/private/content/${articleId}`)).json.title).toBe(`Die ${WORD}-Leuchte`);
    const found = await visitor.en.get(`/private/content/?search=${WORD.toLowerCase()}`);
    expect(found.json.results.map((r: { id: number }) => r.id)).toContain(articleId);
  });

  it('schedules: hidden until its time, then shown without another step', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await admin.put(`${ARTICLES}/${articleId}/publication`, {
      published: true,
      publish_at: later,
    });
    expect(scheduled.json.state).toBe('scheduled');
    expect((await visitor.en.get(`/private/content/${articleId}`)).status).toBe(404);
    const found = await visitor.en.get(`/private/content/?search=${WORD.toLowerCase()}`);
    expect(found.json.results.map((r: { id: number }) => r.id)).not.toContain(articleId);
    // The time comes: the read condition lets it through.
    await t.deps.db
      .updateTable('content')
      .set({ publish_at: new Date(Date.now() - 1000) })
      .where('id', '=', articleId)
      .execute();
    expect((await visitor.en.get(`/private/content/${articleId}`)).status).toBe(200);
    expect((await stored(articleId)).state).toBe('published');
  });

  it('sanitises the HTML with the visitors\u2019 rules, and keeps files an import stored with it', async () => {
    await t.deps.db
      .insertInto('content_attachment')
      .values({ content_id: articleId, position: 9, storage_key: 'contents/imported/kept.pdf' })
      .execute();
    const text =
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a>' +
      '<svg><script>alert(4)</script></svg><iframe src="https://evil.example"></iframe>';
    const changed = await admin.put(
      `${ARTICLES}/${articleId}`,
      draft({
        translations: { en_GB: { title: 'Clean', introduction: '<b onmouseover="x()">Bold</b>', text } },
      }),
    );
    expect(changed.status, changed.body).toBe(200);
    const written = changed.json.translations.en_GB;
    expect(written.text).not.toMatch(/script|onclick|javascript|svg|iframe|alert/);
    expect(written.text).toContain('Hi');
    expect(written.introduction).toBe('<b>Bold</b>');
    expect(Object.keys(changed.json.translations)).toEqual(['en_GB']);
    const kept = await t.deps.db
      .selectFrom('content_attachment')
      .select(['asset_id', 'storage_key'])
      .where('content_id', '=', articleId)
      .orderBy('position')
      .execute();
    expect(kept).toEqual([
      { asset_id: file.id, storage_key: null },
      { asset_id: null, storage_key: 'contents/imported/kept.pdf' },
    ]);
    // The search rows follow the languages in the same write.
    expect(await searchRows(articleId)).toEqual(['en_GB']);
  });

  it('refuses foreign and SVG pictures, unknown ids and bad input, and leaves the article as it was', async () => {
    const before = await stored(articleId);
    const svg = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>';
    const bad: [unknown, string | undefined][] = [
      [
        draft({ translations: { en_GB: { title: 'X', text: `<img src='${svg}'>` } } }),
        'translations.en_GB.text',
      ],
      [
        draft({ translations: { en_GB: { title: 'X', text: '<img src="https://evil.example/a.png">' } } }),
        'translations.en_GB.text',
      ],
      [
        draft({ translations: { en_GB: { title: 'X', text: '<img src="/pim/media/../../etc/passwd">' } } }),
        'translations.en_GB.text',
      ],
      [
        draft({ translations: { en_GB: { title: 'X', text: '<img src="/pim/media/no/such.jpg">' } } }),
        'translations',
      ],
      [draft({ attachments: [file.id, 2_000_000_000] }), 'attachments'],
      [draft({ thumbnail: 2_000_000_000 }), 'thumbnail'],
      [draft({ categories: [2_000_000_000] }), 'categories'],
      [draft({ products: [2_000_000_000] }), 'products'],
      [draft({ translations: { xx_XX: { title: 'X' } } }), 'translations.xx_XX'],
      [draft({ translations: { en_GB: { title: 'X', text: 'a\u0000b' } } }), undefined],
      [draft({ translations: { en_GB: { title: 'X', text: 'x'.repeat(200_001) } } }), undefined],
      [draft({ translations: { en_GB: { title: '<script>alert(1)</script>' } } }), undefined],
      [draft({ translations: {} }), undefined],
      [draft({ attachments: 'all' }), undefined],
      [draft({ link: 'javascript:alert(1)' }), undefined],
      [{ ...draft(), extra: 1 }, undefined],
    ];
    for (const [body, field] of bad) {
      const answer = await admin.put(`${ARTICLES}/${articleId}`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      if (field) expect(answer.json.field).toBe(field);
    }
    for (const publication of [
      { published: 'yes' },
      { published: true, publish_at: '2027-02-30T10:00:00Z' },
    ]) {
      expect((await admin.put(`${ARTICLES}/${articleId}/publication`, publication)).status).toBe(400);
    }
    expect(await stored(articleId)).toEqual(before);
    expect((await admin.get(`${ARTICLES}/2000000000`)).status).toBe(404);
    expect((await admin.put(`${ARTICLES}/2000000000`, draft())).status).toBe(404);
    expect((await admin.get(`${ARTICLES}/abc`)).status).toBe(400);
    expect((await admin.get(`${ARTICLES}?pageSize=1000`)).status).toBe(400);
    expect((await admin.get(`${ARTICLES}?state=gone`)).status).toBe(400);
  });

  it('writes an imported article again as it is, its product pictures kept', async () => {
    const productPicture = await t.deps.db
      .selectFrom('content_translation as t')
      .select('t.content_id')
      .where('t.locale', '=', 'en_GB')
      .where('t.text', 'like', '%<img src="/pim/media/products/%')
      .orderBy('t.content_id')
      .executeTakeFirstOrThrow();
    const id = productPicture.content_id;
    const view = await stored(id);
    const body = {
      translations: view.translations,
      categories: view.categories,
      attachments: view.attachments.map((a: { id: number }) => a.id),
      products: view.products.map((p: { id: number }) => p.id),
      thumbnail: view.thumbnail?.id ?? null,
      link: view.link,
    };
    const again = await admin.put(`${ARTICLES}/${id}`, body);
    expect(again.status, again.body.slice(0, 300)).toBe(200);
    expect(again.json.translations.en_GB.text).toContain('/pim/media/products/');
    // A product picture new to the text is not a file of the library.
    const added = {
      ...body,
      translations: {
        ...body.translations,
        de_DE: { title: 'Neu', text: '<img src="/pim/media/products/not-in-this-article.jpg">' },
      },
    };
    expect((await admin.put(`${ARTICLES}/${id}`, added)).status).toBe(400);
  });

  it('takes long texts in many languages at once, and refuses a body past its bound', async () => {
    const long = `<p>${'Lorem ipsum dolor sit amet. '.repeat(7000)}</p>`;
    const languages = ['en_GB', 'de_DE', 'fr_FR', 'nl_NL', 'it_IT', 'es_ES'];
    const translations = Object.fromEntries(languages.map((l) => [l, { title: `Long ${l}`, text: long }]));
    const made = await admin.post(ARTICLES, { translations });
    expect(made.status, made.body.slice(0, 200)).toBe(200);
    expect(Object.keys(made.json.translations)).toHaveLength(6);
    const huge = { en_GB: { title: 'Huge', text: 'x'.repeat(4_500_000) } };
    const refused = await admin.put(`${ARTICLES}/${made.json.id}`, { translations: huge });
    expect(refused.status).toBe(413);
    expect(Object.keys((await stored(made.json.id)).translations)).toHaveLength(6);
    expect((await admin.delete(`${ARTICLES}/${made.json.id}`)).status).toBe(204);
  });

  it('deletes an article with its links, logged in the audit', async () => {
    expect((await admin.delete(`${ARTICLES}/${articleId}`)).status).toBe(204);
    expect((await admin.get(`${ARTICLES}/${articleId}`)).status).toBe(404);
    expect((await visitor.en.get(`/private/content/${articleId}`)).status).toBe(404);
    expect((await admin.delete(`${ARTICLES}/${articleId}`)).status).toBe(404);
    const links = await t.deps.db
      .selectFrom('content_attachment')
      .select('id')
      .where('content_id', '=', articleId)
      .execute();
    expect(links).toEqual([]);
    expect(await searchRows(articleId)).toEqual([]);
    const actions = await t.deps.db
      .selectFrom('audit_entry')
      .select('action')
      .where('target_kind', '=', 'article')
      .where('target_id', '=', String(articleId))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'article.created',
      'article.published',
      'article.published',
      'article.changed',
      'article.deleted',
    ]);
  });
});
