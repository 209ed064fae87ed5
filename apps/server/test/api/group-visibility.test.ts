import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSightCache } from '../../src/modules/visibility/index.ts';
import { client } from '../support/http.ts';
import { addPerson } from '../support/people.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

type Api = ReturnType<typeof client>;
type Category = { id: number; code: string; count: number; children: Category[] };
const NOTHING = { categories: [], scopes: [], contentCategories: [], forms: [] };

// What a registration group sees: an operator hides a product category, an asset scope, a content
// category and a form from one group; its members lose them everywhere, other people keep them.
describe.each(dialects)('what each group sees on %s', (dialect) => {
  let t: TestApp;
  let admin: Api;
  let member: Api;
  let other: Api;
  let groupId: number;
  let hiddenCategory: Category;
  let parent: Category;

  const list = (api: Api, filters: object = {}, extra = '') =>
    api.get(
      `/private/product/?limit=200&facets=true&filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`,
    );
  const visibility = (hidden: object) => admin.put(`/private/console/groups/${groupId}/visibility`, hidden);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ api: admin } = await addPerson(t, 'ops@vitrine.example', { admin: true }));
    const created = await admin.post('/private/console/groups', {
      code: 'retail-partners',
      names: { en_GB: 'Retail partners', de_DE: 'Handelspartner' },
    });
    expect(created.status).toBe(200);
    groupId = created.json.id;
    let memberId: number;
    ({ id: memberId, api: member } = await addPerson(t, 'member@vitrine.example'));
    ({ api: other } = await addPerson(t, 'other@vitrine.example'));
    await t.deps.db
      .updateTable('portal_user')
      .set({ group_id: groupId })
      .where('id', '=', memberId)
      .execute();
    const tree: Category[] = (await admin.get('/private/category/')).json;
    parent = tree.find((c) => c.children.some((child) => child.count > 0))!;
    hiddenCategory = parent.children.find((child) => child.count > 0)!;
  }, 120_000);
  afterAll(() => t.close());

  it('sees everything by default, as before', async () => {
    const seen = await admin.get(`/private/console/groups/${groupId}/visibility`);
    expect(seen.status).toBe(200);
    expect(seen.json.hidden).toEqual(NOTHING);
    expect(seen.json.options.categories.length).toBeGreaterThan(3);
    expect(seen.json.options.categories.find((c: { id: number }) => c.id === hiddenCategory.id).depth).toBe(
      1,
    );
    expect((await list(member)).json.total).toBe((await list(other)).json.total);
  });

  it('refuses unknown items and bad input with the field, writing nothing', async () => {
    const audit = async () => (await t.deps.db.selectFrom('audit_entry').select('id').execute()).length;
    const before = await audit();
    const bad = [
      [{ ...NOTHING, categories: [999_999] }, 'categories.0'],
      [{ ...NOTHING, forms: ['1'] }, 'forms.0'],
      [{ ...NOTHING, scopes: [-1] }, 'scopes.0'],
      [{ categories: [] }, 'scopes'],
      [{ ...NOTHING, extra: 1 }, ''],
      [{ ...NOTHING, contentCategories: 'all' }, 'contentCategories'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await visibility(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      if (field) expect(r.json.field ?? r.json.errors?.[0]?.field ?? JSON.stringify(r.json)).toContain(field);
    }
    expect((await admin.put('/private/console/groups/999999/visibility', NOTHING)).status).toBe(404);
    expect((await member.put(`/private/console/groups/${groupId}/visibility`, NOTHING)).status).toBe(403);
    expect(await audit()).toBe(before);
    expect((await admin.get(`/private/console/groups/${groupId}/visibility`)).json.hidden).toEqual(NOTHING);
  });

  it("hides a category's products from the group's lists, counts, facets, search, lookups, media, leaflets, carts and exports", async () => {
    const all = await list(other);
    const hiddenList = await list(other, { category_code: hiddenCategory.code });
    const inHidden = hiddenList.json.products;
    expect(inHidden.length).toBe(hiddenCategory.count);
    const product = inHidden[0];
    const { sku } = await t.deps.db
      .selectFrom('product')
      .select('sku')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    const r = await visibility({ ...NOTHING, categories: [hiddenCategory.id] });
    expect(r.status).toBe(200);
    expect(r.json.hidden.categories).toEqual([hiddenCategory.id]);
    clearSightCache();

    // Lists and totals.
    const seen = await list(member);
    expect(seen.json.total).toBe(all.json.total - hiddenCategory.count);
    expect(seen.json.products.map((p: { id: number }) => p.id)).not.toContain(product.id);
    expect((await list(member, { category_code: hiddenCategory.code })).json.total).toBe(0);
    // The parent's list and count leave the hidden branch out; the tree has no hidden category.
    const parentList = await list(member, { category_code: parent.code });
    expect(parentList.json.total).toBe(parent.count - hiddenCategory.count);
    const tree: Category[] = (await member.get('/private/category/')).json;
    const seenParent = tree.find((c) => c.id === parent.id)!;
    expect(seenParent.children.map((c) => c.id)).not.toContain(hiddenCategory.id);
    expect(seenParent.count).toBe(parent.count - hiddenCategory.count);
    expect((await member.get(`/private/category/${hiddenCategory.id}`)).status).toBe(404);
    // Facet counts are the group's: everyone's, less those of the hidden category's products.
    type Facets = Record<string, Record<string, number>>;
    const facets: Facets = seen.json.facets ?? {};
    const everyones: Facets = all.json.facets ?? {};
    const ofHidden: Facets = hiddenList.json.facets ?? {};
    expect(Object.keys(everyones).length).toBeGreaterThan(0);
    let lessened = 0;
    for (const [attribute, counts] of Object.entries(everyones))
      for (const [value, n] of Object.entries(counts)) {
        const less = ofHidden[attribute]?.[value] ?? 0;
        if (less) lessened++;
        expect(facets[attribute]?.[value] ?? 0, `${attribute}=${value}`).toBe(n - less);
      }
    expect(lessened).toBeGreaterThan(0);
    // Search, by name and by article number, and the suggestions.
    for (const search of [sku, product.name]) {
      const found = await member.get(`/private/product/?limit=50&search=${encodeURIComponent(search)}`);
      expect(found.json.products.map((p: { id: number }) => p.id)).not.toContain(product.id);
      const byOthers = await other.get(`/private/product/?limit=50&search=${encodeURIComponent(search)}`);
      expect(byOthers.json.products.map((p: { id: number }) => p.id)).toContain(product.id);
    }
    // Suggestions find it (or its variants) by article number for others, never for the member.
    const suggest = async (api: Api) =>
      (
        (await api.get(`/private/search/suggestions?search=${encodeURIComponent(sku)}`)).json.products as {
          id: number;
        }[]
      ).map((p) => p.id);
    const forOthers = await suggest(other);
    expect(forOthers.length).toBeGreaterThan(0);
    const forMember = await suggest(member);
    expect(forMember.filter((id) => forOthers.includes(id))).toEqual([]);
    // Asked by id: nothing; its media and its leaflet (asked with the session) answer 404.
    expect((await list(member, { id: product.id })).json.products).toEqual([]);
    expect((await list(other, { id: product.id })).json.products).toHaveLength(1);
    expect((await member.get(`/private/media/product/${product.id}`)).status).toBe(404);
    const leaflet = `/pim/export/export/public/leaflet/en_GB/${product.id}/leaflet.html`;
    expect((await member.get(leaflet)).status).toBe(404);
    expect((await other.get(leaflet)).status).toBe(200);
    // A cart naming its leaflet is refused for the member (as a file that is gone), not for others.
    const cart = { files: [{ name: 'Leaflet.html', url: leaflet }] };
    const refused = await member.post('/pim/asset/asset/download', cart);
    expect(refused.status).toBe(404);
    expect(refused.json.code).toBe('source_missing');
    expect((await other.post('/pim/asset/asset/download', cart)).status).toBe(200);
    // The export of everything holds the group's products only.
    const exported = await member.get('/private/export/template/3/download');
    expect(exported.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: exported.json.url });
    const lines = file.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines.length - 1).toBe(seen.json.total);
    expect(file.body).not.toContain(`${sku},`);
  });

  it('hides an asset scope, a content category and a form from the group', async () => {
    const scopes = (await other.get('/private/media/scopes')).json as { id: number; code: string }[];
    const scope = scopes[0];
    const inScope = (await other.get(`/private/media/scopes/${scope.code}?itemsPerPage=100`)).json as {
      id: number;
    }[];
    expect(inScope.length).toBeGreaterThan(0);
    const contentTree = (await other.get('/private/content/categories')).json as {
      id: number;
      code: string;
    }[];
    const contentCategory = contentTree[0];
    const articles = (await other.get(`/private/content/?limit=50&filters[category]=${contentCategory.code}`))
      .json.results as { id: number }[];
    expect(articles.length).toBeGreaterThan(0);
    const forms = (await other.get('/private/form/')).json as { id: number }[];
    expect(forms.length).toBeGreaterThan(0);

    const r = await visibility({
      categories: [],
      scopes: [scope.id],
      contentCategories: [contentCategory.id],
      forms: [forms[0].id],
    });
    expect(r.status).toBe(200);
    clearSightCache();

    expect(
      ((await member.get('/private/media/scopes')).json as { id: number }[]).map((s) => s.id),
    ).not.toContain(scope.id);
    expect((await member.get(`/private/media/scopes/${scope.code}?itemsPerPage=100`)).json).toEqual([]);
    // Tags carried only by files in the hidden scope are not offered to the group.
    const memberTags = (await member.get('/private/media/tags/scopes')).json as { id: number }[];
    const otherTags = (await other.get('/private/media/tags/scopes')).json as { id: number }[];
    expect(memberTags.length).toBeLessThanOrEqual(otherTags.length);
    const allAssets = (await member.get('/private/media/?itemsPerPage=200')).json as { id: number }[];
    expect(allAssets.map((a) => a.id)).not.toContain(inScope[0].id);
    expect(
      ((await member.get('/private/content/categories')).json as { id: number }[]).map((c) => c.id),
    ).not.toContain(contentCategory.id);
    const memberArticles = (await member.get('/private/content/?limit=200')).json.results as { id: number }[];
    expect(memberArticles.map((a) => a.id)).not.toContain(articles[0].id);
    expect((await member.get(`/private/content/${articles[0].id}`)).status).toBe(404);
    expect((await other.get(`/private/content/${articles[0].id}`)).status).toBe(200);
    expect(((await member.get('/private/form/')).json as { id: number }[]).map((f) => f.id)).not.toContain(
      forms[0].id,
    );
    expect((await member.get(`/private/form/${forms[0].id}`)).status).toBe(404);
    // Back to everything: the audit log holds both changes, by code.
    expect((await visibility(NOTHING)).status).toBe(200);
    clearSightCache();
    expect((await list(member)).json.total).toBe((await list(other)).json.total);
    const audit = await admin.get(`/private/console/audit?target_kind=group&target_id=${groupId}`);
    const changes = audit.json.items.filter(
      (e: { action: string }) => e.action === 'group.visibility_changed',
    );
    expect(changes.length).toBe(3);
  });
});
