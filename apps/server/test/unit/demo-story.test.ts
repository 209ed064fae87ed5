import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../../src/demo/category-vocabulary.ts';
import { ARTICLE_LANGUAGES, LOCALE_OF } from '../../src/demo/demo-languages.ts';
import { generateAssets, type DemoProduct } from '../../src/demo/generate-assets.ts';
import {
  generateContents,
  type ContentAssets,
  type ContentProduct,
} from '../../src/demo/generate-contents.ts';
import { productSvg } from '../../src/demo/product-images.ts';
import { productFigure } from '../../src/demo/product-shapes.ts';
import { createRandom } from '../../src/demo/random.ts';
import { svgToJpeg } from '../../src/lib/image.ts';

describe('demo pictures', () => {
  it('draw every product type as its own shape', async () => {
    const figures = PRODUCT_TYPES.map((type) => productFigure(type.code, '#8d9196'));
    expect(new Set(figures).size).toBe(PRODUCT_TYPES.length);
    // Rendered, the pictures differ too (the same name on each, so only the shape tells them apart).
    const pictures = await Promise.all(
      PRODUCT_TYPES.map(async (type) => {
        const svg = productSvg({ key: 'k', hex: '#8d9196', label: 'Demo', type: type.code }, 200);
        expect(svg).toContain(productFigure(type.code, '#8d9196'));
        return createHash('sha1')
          .update(await svgToJpeg(svg))
          .digest('hex');
      }),
    );
    expect(new Set(pictures).size).toBe(PRODUCT_TYPES.length);
  });
});

describe('large demo libraries', () => {
  const products: DemoProduct[] = Array.from({ length: 400 }, (_, i) => ({
    id: i + 1,
    sku: `VT-${i + 1}`,
    name: `Product ${i + 1} ${PRODUCT_TYPES[i % PRODUCT_TYPES.length].name.en}`,
    type: PRODUCT_TYPES[i % PRODUCT_TYPES.length].code,
  }));

  it("give a reused product file to a product of the same type, under that product's name", () => {
    const assets = [...generateAssets(5000, products, createRandom('t'), { seed: 't', video: false })];
    const typeOf = new Map(products.map((p) => [p.id, p]));
    const names = new Set<string>();
    for (const asset of assets) {
      if (!asset.productIds.length) continue;
      const template = assets[(asset.id - 1) % 500];
      const owner = typeOf.get(asset.productIds[0])!;
      expect(owner.type).toBe(typeOf.get(template.productIds[0])!.type);
      expect(asset.storage_key).toBe(template.storage_key);
      expect(asset.name.startsWith(`${owner.sku} ${owner.name} `)).toBe(true);
      // A JPEG and a TIFF packshot share a name; nothing else does.
      const name = `${asset.name}.${asset.ext}`;
      expect(names.has(name), name).toBe(false);
      names.add(name);
    }
    // The reused files spread over the products instead of piling on the first ones.
    expect(new Set(assets.flatMap((a) => a.productIds)).size).toBeGreaterThan(350);
  });

  it('tell no story twice, however many articles', () => {
    const contentProducts: ContentProduct[] = products.slice(0, 60).map((p, i) => ({
      id: p.id,
      names: Object.fromEntries(ARTICLE_LANGUAGES.map((l) => [LOCALE_OF[l], `${p.name} ${l}`])),
      brand: 'Lumio',
      designer: 'A. Designer',
      materials: ['oak'],
      colors: ['white'],
      imageKey: `products/p${i}.jpg`,
      type: p.type,
      lighting: i % 2 === 0,
    }));
    const assets: ContentAssets = { byScope: new Map(), byProduct: new Map() };
    const categories = new Map(
      ['news', 'installation', 'care', 'case-studies', 'downloads'].map((code, i) => [code, i + 1]),
    );
    const contents = [...generateContents(3000, contentProducts, assets, categories, createRandom('t'))];
    for (const lang of ARTICLE_LANGUAGES) {
      const titles = contents.flatMap((c) =>
        c.translations.filter((t) => t.locale === LOCALE_OF[lang]).map((t) => t.title),
      );
      expect(new Set(titles).size, lang).toBe(titles.length);
    }
  });
});
