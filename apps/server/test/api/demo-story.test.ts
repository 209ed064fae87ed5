import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artSvg, pendingFiles, type PendingAsset } from '../../src/demo/asset-files.ts';
import { COLORS, MATERIALS } from '../../src/demo/catalogue-vocabulary.ts';
import { CATEGORIES, type CategoryDef, type ProductTypeDef } from '../../src/demo/category-vocabulary.ts';
import { ARTICLE_LANGUAGES, LANGUAGES, LOCALE_OF, PRODUCT_LANGUAGES } from '../../src/demo/demo-languages.ts';
import { pictureKey, productSvg, type DemoImage } from '../../src/demo/product-images.ts';
import { MEASURES } from '../../src/demo/product-measures.ts';
import { productFigure } from '../../src/demo/product-shapes.ts';
import { getSetting } from '../../src/modules/config/index.ts';
import { productAttributeTexts } from '../../src/modules/products/index.ts';
import { client } from '../support/http.ts';
import { createTestApp, dialects, type TestApp } from '../support/test-app.ts';

/*
 * The demo tells one story: every product's picture and packshots show its product type in its
 * colour, the articles linked to it are about it, and every article's files are of its kind and
 * its subject. The product's type is read from its category, as a visitor sees it.
 */

interface Product {
  id: number;
  parentId: number | null;
  listed: boolean;
  type: ProductTypeDef;
  hex: string;
  image: string;
  attrs: Record<string, unknown>;
  names: Map<string, string>;
  descriptions: Map<string, string>;
}
interface Article {
  id: number;
  kind: string;
  titles: Map<string, string>;
  introductions: Map<string, string>;
  texts: Map<string, string>;
  productIds: number[];
  thumbnail: { assetId: number | null; key: string | null };
  attachments: { assetId: number | null; key: string | null }[];
}
interface Asset {
  id: number;
  name: string;
  ext: string;
  scope: string;
  storageKey: string;
  width: number | null;
  height: number | null;
  productIds: number[];
}

const leaves = (defs: CategoryDef[]): CategoryDef[] =>
  defs.flatMap((d) => (d.children ? leaves(d.children) : [d]));
const LEAVES = new Map(leaves(CATEGORIES).map((leaf) => [leaf.code, leaf]));
const EN = LOCALE_OF.en;
/** Texts are HTML, their `&` written as an entity: compared as the words they show. */
const plain = (html: string) => html.replace(/&amp;/g, '&');
const PICTURES = new Set(['jpg', 'png', 'tif']);

describe.each(dialects)('the demo story on %s', (dialect) => {
  let t: TestApp;
  let products: Map<number, Product>;
  let articles: Article[];
  let assets: Map<number, Asset>;
  let pictures: Map<string, DemoImage>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.deps.db;
    const [rows, names, categories] = await Promise.all([
      db
        .selectFrom('product')
        .select(['id', 'parent_id', 'status', 'archived', 'attrs', 'category_ids'])
        .orderBy('id')
        .execute(),
      db.selectFrom('product_translation').select(['product_id', 'locale', 'name', 'attrs']).execute(),
      db.selectFrom('category').select(['id', 'code']).execute(),
    ]);
    const code = new Map(categories.map((c) => [c.id, c.code]));
    products = new Map(
      rows.map((r) => {
        const attrs = r.attrs as Record<string, unknown>;
        const englishName = names.find((n) => n.product_id === r.id && n.locale === EN)!.name;
        const leaf = LEAVES.get(code.get(r.category_ids[0])!)!;
        // The type its category sells under the name it carries (a leaf may sell several).
        const type = leaf.types!.find((ty) => englishName.includes(ty.name.en))!;
        const color = COLORS.find((c) => c.value === (attrs.color as string[])[0])!;
        return [
          r.id,
          {
            id: r.id,
            parentId: r.parent_id,
            listed: r.parent_id === null && r.status && !r.archived,
            type,
            hex: color.hex!,
            image: attrs.image as string,
            attrs,
            names: new Map(names.filter((n) => n.product_id === r.id).map((n) => [n.locale, n.name])),
            descriptions: new Map(
              names
                .filter((n) => n.product_id === r.id)
                .map((n) => [n.locale, String((n.attrs as { long_description?: string }).long_description)]),
            ),
          },
        ];
      }),
    );
    pictures = new Map(
      ((await getSetting<DemoImage[]>(db, 'demo_images')) ?? []).map((image) => [image.key, image]),
    );

    const [assetRows, assetLinks] = await Promise.all([
      db
        .selectFrom('asset as a')
        .innerJoin('asset_scope_link as l', 'l.asset_id', 'a.id')
        .innerJoin('asset_scope as s', 's.id', 'l.scope_id')
        .select(['a.id', 'a.name', 'a.ext', 'a.storage_key', 'a.width', 'a.height', 's.code'])
        .execute(),
      db.selectFrom('product_asset').select(['product_id', 'asset_id']).execute(),
    ]);
    assets = new Map(
      assetRows.map((a) => [
        a.id,
        {
          id: a.id,
          name: a.name,
          ext: a.ext,
          scope: a.code,
          storageKey: a.storage_key,
          width: a.width,
          height: a.height,
          productIds: assetLinks.filter((l) => l.asset_id === a.id).map((l) => l.product_id),
        },
      ]),
    );

    const [contents, translations, kinds, links, attachments] = await Promise.all([
      db.selectFrom('content').select(['id', 'thumbnail_asset_id', 'thumbnail_key']).orderBy('id').execute(),
      db
        .selectFrom('content_translation')
        .select(['content_id', 'locale', 'title', 'introduction', 'text'])
        .execute(),
      db
        .selectFrom('content_category_link as l')
        .innerJoin('content_category as c', 'c.id', 'l.category_id')
        .select(['l.content_id', 'c.code'])
        .execute(),
      db.selectFrom('content_product').select(['content_id', 'product_id']).execute(),
      db
        .selectFrom('content_attachment')
        .select(['content_id', 'asset_id', 'storage_key'])
        .orderBy('position')
        .execute(),
    ]);
    articles = contents.map((c) => {
      const own = translations.filter((tr) => tr.content_id === c.id);
      return {
        id: c.id,
        kind: kinds.find((k) => k.content_id === c.id)!.code,
        titles: new Map(own.map((tr) => [tr.locale, tr.title])),
        introductions: new Map(own.map((tr) => [tr.locale, tr.introduction])),
        texts: new Map(own.map((tr) => [tr.locale, tr.text])),
        productIds: links.filter((l) => l.content_id === c.id).map((l) => l.product_id),
        thumbnail: { assetId: c.thumbnail_asset_id, key: c.thumbnail_key },
        attachments: attachments
          .filter((a) => a.content_id === c.id)
          .map((a) => ({ assetId: a.asset_id, key: a.storage_key })),
      };
    });
  });
  afterAll(() => t.close());

  /** The listed product an article's English title names (product names never contain another). */
  const subjectOf = (article: Article) =>
    [...products.values()].find((p) => p.listed && article.titles.get(EN)!.includes(p.names.get(EN)!));

  it('names every product by its type in every product language', () => {
    expect(products.size).toBeGreaterThan(250);
    const locales = PRODUCT_LANGUAGES.map((l) => LOCALE_OF[l]).sort();
    for (const p of products.values()) {
      expect([...p.names.keys()].sort(), `product ${p.id}`).toEqual(locales);
      for (const lang of PRODUCT_LANGUAGES)
        expect(p.names.get(LOCALE_OF[lang]), `product ${p.id} in ${lang}`).toContain(p.type.name[lang]);
    }
    // Every type of the vocabulary is in the catalogue.
    expect(new Set([...products.values()].map((p) => p.type.code)).size).toBe(
      new Set(leaves(CATEGORIES).flatMap((l) => l.types!.map((ty) => ty.code))).size,
    );
  });

  it('gives every product the materials, size, weight and power its type can have', () => {
    for (const p of products.values()) {
      const fits = MEASURES[p.type.code];
      const name = `product ${p.id} (${p.names.get(EN)})`;
      const materials = p.attrs.material as string[];
      expect(materials.length, name).toBeGreaterThan(0);
      for (const material of materials) expect(fits.materials, name).toContain(material);
      for (const key of ['width', 'height', 'depth', 'weight', 'power'] as const) {
        const range = fits[key];
        if (!range) {
          expect(p.attrs[key], `${name}: ${key}`).toBeUndefined();
          continue;
        }
        expect(p.attrs[key], `${name}: ${key}`).toBeGreaterThanOrEqual(range[0]);
        expect(p.attrs[key], `${name}: ${key}`).toBeLessThanOrEqual(range[1]);
      }
      // The description says what it is made of, in each language, and no other material.
      for (const lang of PRODUCT_LANGUAGES) {
        const sentence = p.descriptions
          .get(LOCALE_OF[lang])
          ?.match(/<p>[^<]*(?:Made of|Gefertigt aus)[^<]*<\/p>/)?.[0];
        if (!sentence || !['en', 'de'].includes(lang)) continue;
        for (const option of MATERIALS) {
          const said = sentence.toLowerCase().includes(option.label[lang].toLowerCase());
          expect(said, `${name} in ${lang}: ${option.value}`).toBe(materials.includes(option.value));
        }
      }
    }
  });

  it("draws every product's picture as its type, in its own colour (variants too)", () => {
    for (const p of products.values()) {
      const key = pictureKey(p.image);
      const picture = pictures.get(key ?? '');
      expect(picture, `picture of product ${p.id}`).toBeDefined();
      expect(picture!.type, `picture of product ${p.id} (${p.names.get(EN)})`).toBe(p.type.code);
      expect(picture!.hex, `colour of product ${p.id}`).toBe(p.hex);
      expect(key).toContain(`-${p.type.code}-`);
      expect(productSvg(picture!)).toContain(productFigure(p.type.code, p.hex));
      if (p.parentId !== null) expect(picture!.type).toBe(products.get(p.parentId)!.type.code);
    }
  });

  it("draws a product's packshots, lifestyle pictures and details as its type", async () => {
    const plans = new Map<string, PendingAsset>(
      (await pendingFiles(t.deps)).map((plan) => [plan.storage_key, plan]),
    );
    let checked = 0;
    for (const asset of assets.values()) {
      for (const id of asset.productIds) {
        const p = products.get(id)!;
        expect(asset.name, `asset ${asset.id}`).toContain(p.names.get(EN)!);
        if (!PICTURES.has(asset.ext)) continue;
        const plan = plans.get(asset.storageKey)!;
        expect(plan.subject?.type, `${asset.name} of product ${p.id}`).toBe(p.type.code);
        expect(artSvg(plan, asset.width!, asset.height!)).toContain(
          productFigure(p.type.code, plan.subject!.hex),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
    // General pictures show no product.
    for (const asset of assets.values())
      if (!asset.productIds.length && PICTURES.has(asset.ext))
        expect(plans.get(asset.storageKey)!.subject).toBeNull();
  });

  it("reads the pictures' products in one statement, however many a large demo has", async () => {
    // More ids than a statement takes parameters (65,535): one array is sent.
    const ids = Array.from({ length: 70_000 }, (_, i) => i + 1);
    const images = await productAttributeTexts(t.deps.db, ids, 'image');
    expect(images.size).toBe([...products.keys()].filter((id) => ids.includes(id)).length);
  });

  it('links articles only to the product they are about, in every article language', () => {
    const linked = articles.filter((a) => a.productIds.length);
    expect(linked.length).toBeGreaterThan(45);
    for (const article of linked) {
      expect(['installation', 'care']).toContain(article.kind);
      for (const id of article.productIds) {
        const p = products.get(id)!;
        for (const [locale, title] of article.titles) {
          const name = p.names.get(locale)!;
          expect(title, `article ${article.id} in ${locale}`).toContain(name);
          expect(plain(article.introductions.get(locale)!)).toContain(name);
        }
      }
    }
  });

  it("attaches to each article files of its kind and of its subject, and shows its subject's picture", () => {
    const allowed: Record<string, string[]> = {
      news: ['packshots'],
      installation: ['datasheets', 'manuals'],
      care: ['datasheets'],
      'case-studies': ['lifestyle', 'packshots', 'videos'],
    };
    const downloads: [RegExp, string[]][] = [
      [/ product catalogue /, ['catalogues']],
      [/ certificates /, ['certificates']],
      [/ brand assets /, ['logos', 'campaigns']],
      [/ installation manuals /, ['manuals']],
    ];
    const pictureOf = (key: string | null) =>
      [...products.values()].find((p) => p.listed && pictureKey(p.image) === key);
    let catalogues = 0;
    let pictures = 0;
    for (const article of articles.filter((a) => a.kind !== 'dashboard')) {
      const title = article.titles.get(EN)!;
      const subject = subjectOf(article);
      const scopes =
        article.kind === 'downloads'
          ? downloads.find(([topic]) => topic.test(title))?.[1]
          : allowed[article.kind];
      expect(scopes, `kind of "${title}"`).toBeDefined();
      expect(!!subject, `subject of "${title}"`).toBe(article.kind !== 'downloads');
      for (const file of article.attachments) {
        if (file.key) {
          // A stored file is the subject's picture (care guides).
          expect(pictureOf(file.key)?.id, `"${title}" attaches ${file.key}`).toBe(subject?.id);
          continue;
        }
        const asset = assets.get(file.assetId!)!;
        expect(scopes, `"${title}" attaches ${asset.name}`).toContain(asset.scope);
        for (const id of asset.productIds) expect(id, `"${title}" attaches ${asset.name}`).toBe(subject!.id);
        if (asset.scope === 'manuals' && article.kind === 'installation')
          expect(asset.name).toMatch(new RegExp(`^${subject!.type.name.en} installation manual`));
        if (asset.scope === 'catalogues') {
          // "Kaze product catalogue 2026" holds Kaze's catalogue of 2026 (its language editions).
          expect(asset.name.startsWith(title), `"${title}" attaches ${asset.name}`).toBe(true);
          expect(asset.ext).toBe('pdf');
          catalogues++;
        }
        if (asset.scope === 'logos') expect(title.startsWith(asset.name.split(' logo')[0])).toBe(true);
      }
      if (article.thumbnail.key) expect(pictureOf(article.thumbnail.key)?.id).toBe(subject?.id);
      if (article.thumbnail.assetId)
        for (const id of assets.get(article.thumbnail.assetId)!.productIds) expect(id).toBe(subject?.id);
      // The pictures in the text are the subject's own, square and saying so: both sides given, a
      // phone keeps their place before they arrive (nothing below them moves).
      for (const text of article.texts.values())
        for (const [tag, src] of text.matchAll(/<img src="\/pim\/media\/(products\/[^"?]+)[^>]*>/g)) {
          expect(pictureOf(src)?.id, `picture in "${title}"`).toBe(subject?.id);
          expect(tag, `picture in "${title}"`).toMatch(/ width="(\d+)" height="\1"/);
          pictures++;
        }
    }
    expect(catalogues).toBeGreaterThan(0);
    expect(pictures).toBeGreaterThan(0);
  });

  it('tells each story once, its introduction not again as the first paragraph', () => {
    const locales = new Set(ARTICLE_LANGUAGES.map((l) => LOCALE_OF[l]));
    for (const locale of locales) {
      const titles = articles.map((a) => a.titles.get(locale)).filter((title) => title !== undefined);
      expect(titles.length).toBeGreaterThan(100);
      expect(
        titles.filter((title, i) => titles.indexOf(title) !== i),
        locale,
      ).toEqual([]);
    }
    for (const article of articles)
      for (const [locale, text] of article.texts) {
        const introduction = plain(article.introductions.get(locale)!);
        expect(plain(text).includes(introduction), `article ${article.id} in ${locale}`).toBe(false);
      }
  });

  it("answers each product's name and its Contents tab in every seeded language, fallbacks included", async () => {
    const { json } = await client(t.app).get('/public/config/');
    const byId = new Map(articles.map((a) => [a.id, a]));
    const linked = [...new Set(articles.flatMap((a) => a.productIds))];
    // One product of each type that has articles.
    const sample = [...new Map(linked.map((id) => [products.get(id)!.type.code, id])).values()];
    expect(sample.length).toBeGreaterThan(5);
    const filter = encodeURIComponent(JSON.stringify({ id: sample }));
    for (const lang of LANGUAGES) {
      const locale = LOCALE_OF[lang];
      const as = client(t.app, { token: json.setup.guest_token, locale });
      const answer = await as.get(`/private/product/?filters=${filter}&limit=${sample.length}`);
      expect(answer.status).toBe(200);
      const shown = answer.json.products as { id: number; name: string }[];
      expect(shown.map((p) => p.id).sort((a, b) => a - b)).toEqual([...sample].sort((a, b) => a - b));
      for (const { id, name } of shown) {
        const p = products.get(id)!;
        // Languages without product texts read the English ones.
        expect(name, `product ${id} in ${lang}`).toBe(p.names.get(locale) ?? p.names.get(EN));
        expect(name).toContain(p.type.name[p.names.has(locale) ? lang : 'en']);
        const tab = await as.get(`/private/content/?limit=999&filters[product]=${id}`);
        const results = tab.json.results as { id: number; title: string }[];
        expect(results.map((r) => r.id).sort((a, b) => a - b)).toEqual(
          articles.filter((a) => a.productIds.includes(id)).map((a) => a.id),
        );
        for (const article of results) {
          const translated = byId.get(article.id)!.titles.has(locale);
          expect(article.title, `Contents tab of product ${id} in ${lang}`).toContain(
            translated ? p.names.get(locale)! : p.names.get(EN)!,
          );
        }
      }
    }
  });
});
