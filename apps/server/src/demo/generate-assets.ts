import { createHash } from 'node:crypto';
import { assetKey } from '../storage/keys.ts';
import { CAMPAIGNS, LARGEST, LIFESTYLE_SIZES, PACKSHOT_SIZES, PALETTE } from './asset-vocabulary.ts';
import { BRANDS } from './catalogue-vocabulary.ts';
import { PRODUCT_TYPES, type ProductType, type ProductTypeDef } from './category-vocabulary.ts';
import { ARTICLE_LANGUAGES } from './demo-languages.ts';
import type { Random } from './random.ts';
import type { NumberedAsset } from '../modules/media/index.ts';

export interface DemoProduct {
  id: number;
  sku: string;
  name: string;
  /** The product type its picture shows: files reused for another product go to one of the same type. */
  type: ProductType;
}

/**
 * A demo asset: as the media area inserts it (its planned dimensions read again from the file once
 * it exists), with its scopes and tags by code.
 */
export interface GeneratedAsset extends Omit<NumberedAsset, 'scopeIds' | 'tagIds'> {
  scopes: string[];
  tags: string[];
}

/** One kind of demo file: its extension, scope, size and whether it belongs to a product. */
interface Recipe {
  kind: string;
  ext: string;
  scope: string;
  size?: (r: Random) => [number, number];
  product: boolean;
}

const EPOCH = Date.UTC(2026, 10, 1);
const PRODUCT_RECIPES: Recipe[] = [
  { kind: 'packshot', ext: 'jpg', scope: 'packshots', size: (r) => r.pick(PACKSHOT_SIZES), product: true },
  { kind: 'packshot', ext: 'tif', scope: 'packshots', size: () => [1600, 1600], product: true },
  {
    kind: 'lifestyle',
    ext: 'jpg',
    scope: 'lifestyle',
    size: (r) => (r.chance(0.1) ? LARGEST : r.pick(LIFESTYLE_SIZES)),
    product: true,
  },
  { kind: 'detail', ext: 'png', scope: 'details', size: () => [1600, 1200], product: true },
  { kind: 'datasheet', ext: 'pdf', scope: 'datasheets', product: true },
];
const GENERAL_RECIPES: Recipe[] = [
  {
    kind: 'campaign',
    ext: 'jpg',
    scope: 'campaigns',
    size: (r) =>
      r.chance(0.15)
        ? LARGEST
        : r.pick<[number, number]>([
            [1920, 1080],
            [2400, 1200],
          ]),
    product: false,
  },
  { kind: 'campaign', ext: 'png', scope: 'campaigns', size: () => [1920, 1080], product: false },
  { kind: 'logo', ext: 'svg', scope: 'logos', size: () => [800, 400], product: false },
  { kind: 'logo', ext: 'png', scope: 'logos', size: () => [1600, 800], product: false },
  { kind: 'social', ext: 'jpg', scope: 'social-media', size: () => [1080, 1080], product: false },
  { kind: 'manual', ext: 'pdf', scope: 'manuals', product: false },
  { kind: 'certificate', ext: 'pdf', scope: 'certificates', product: false },
  { kind: 'catalogue', ext: 'pdf', scope: 'catalogues', product: false },
];
const VIDEO: Recipe = { kind: 'video', ext: 'mp4', scope: 'videos', size: () => [640, 360], product: false };

/** Per product in turn: a packshot and a datasheet always, some a TIFF packshot, lifestyle and detail. */
function* productBundles(products: DemoProduct[]): Generator<[Recipe, DemoProduct, number]> {
  const [packshot, tiff, lifestyle, detail, datasheet] = PRODUCT_RECIPES;
  for (let k = 0; ; k++) {
    const product = products[k % products.length];
    const round = Math.floor(k / products.length);
    yield [packshot, product, round];
    if (k % 3 === 0) yield [tiff, product, round];
    if (k % 2 === 0) yield [lifestyle, product, round];
    if (k % 4 === 1) yield [detail, product, round];
    yield [datasheet, product, round];
  }
}

/** A stable UUID from the seed, so demo storage keys are the same on every run. */
function demoUuid(seed: string, n: number): string {
  const h = createHash('sha256').update(`${seed}:asset:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The demo hue of an asset name (artwork colour). */
export const demoHex = (name: string) =>
  PALETTE[[...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % PALETTE.length];

/** The product types that are installed (the lights), each with its installation manual. */
const INSTALLED = PRODUCT_TYPES.filter((type) => type.set === 'lighting');
const LOGO_STYLES = ['colour', 'mono', 'inverted', 'horizontal'];
/** Catalogues come per brand and year, then in the other article languages' editions. */
const CATALOGUE_YEARS = 3;

/**
 * An asset's name. General files are named by their recipe's round `cycle`, so the SVG and PNG of
 * one logo share a name; manuals are per type of light and catalogues per brand and year.
 */
function nameOf(recipe: Recipe, n: number, product?: DemoProduct, round = 0, cycle = 0): string {
  if (product) {
    const label = { packshot: 'packshot', lifestyle: 'lifestyle', detail: 'detail', datasheet: 'datasheet' }[
      recipe.kind
    ];
    // A product shown again in a later round gets a second set of files, not a duplicate name.
    return `${product.sku} ${product.name} ${label}${round ? ` ${round + 1}` : ''}`;
  }
  switch (recipe.kind) {
    case 'campaign':
      return `${CAMPAIGNS[n % CAMPAIGNS.length]} campaign ${2026 + (n % 2)} visual ${n}`;
    case 'logo': {
      const style = Math.floor(cycle / BRANDS.length);
      const series = Math.floor(style / LOGO_STYLES.length);
      return `${logoName(BRANDS[cycle % BRANDS.length])} ${LOGO_STYLES[style % LOGO_STYLES.length]}${series ? ` ${series + 1}` : ''}`;
    }
    case 'social':
      return `Social post ${n}`;
    case 'manual': {
      const type = INSTALLED[cycle % INSTALLED.length];
      return `${manualName(type)} v${Math.floor(cycle / INSTALLED.length) + 1}`;
    }
    case 'certificate':
      return `CE declaration of conformity ${n}`;
    case 'catalogue': {
      const year = 2026 - (Math.floor(cycle / BRANDS.length) % CATALOGUE_YEARS);
      const edition = Math.floor(cycle / (BRANDS.length * CATALOGUE_YEARS)) % ARTICLE_LANGUAGES.length;
      return `${catalogueName(BRANDS[cycle % BRANDS.length], year)}${edition ? ` ${ARTICLE_LANGUAGES[edition].toUpperCase()}` : ''}`;
    }
    default:
      return `Showroom film ${n}`;
  }
}

/** How the names of a brand's catalogue of a year, its logos and a type's manuals begin. */
export const catalogueName = (brand: string, year: number) => `${brand} product catalogue ${year}`;
export const logoName = (brand: string) => `${brand} logo`;
export const manualName = (type: ProductTypeDef) => `${type.name.en} installation manual`;

/**
 * Yields `count` demo assets: per listed product a packshot (some also as TIFF under the same name),
 * lifestyle pictures, details and datasheets, then campaigns, brand logos (SVG and PNG of one name),
 * social posts, installation manuals per type of light, certificates, brand catalogues and (with
 * ffmpeg) short films. Beyond the first 500, assets reuse the files of the first 500, so large
 * catalogues keep a bounded set of files; a product's file goes to a product of the same type.
 */
export function* generateAssets(
  count: number,
  products: DemoProduct[],
  random: Random,
  options: { seed: string; video: boolean },
): Generator<GeneratedAsset> {
  const templates: { asset: GeneratedAsset; recipe: Recipe; product?: DemoProduct; round: number }[] = [];
  const bundles = products.length ? productBundles(products) : undefined;
  // Files reused for later products go to products of the same type, the template products' share
  // of each type moving on by one share per block of 500: no product gets a name twice in a block.
  const ofType = new Map<ProductType, DemoProduct[]>();
  const place = new Map<number, number>();
  for (const p of products) {
    const group = ofType.get(p.type) ?? [];
    ofType.set(p.type, group);
    place.set(p.id, group.push(p) - 1);
  }
  let share: Map<ProductType, number> | undefined;
  // General files in turn, every fifteenth a film when ffmpeg exists; `other` counts the rest.
  let general = 0;
  let other = 0;
  for (let n = 0; n < count; n++) {
    const created_at = new Date(EPOCH - n * 5_400_000);
    if (n >= 500) {
      const t = templates[n % 500];
      const block = Math.floor(n / 500);
      share ??= templatesPerType(templates.map((x) => x.product));
      let owner: DemoProduct | undefined;
      if (t.product) {
        const group = ofType.get(t.product.type)!;
        owner = group[(place.get(t.product.id)! + block * share.get(t.product.type)!) % group.length];
      }
      yield {
        ...t.asset,
        id: n + 1,
        name: `${owner ? nameOf(t.recipe, n, owner, t.round) : t.asset.name} (${block + 1})`,
        productIds: owner ? [owner.id] : [],
        created_at,
      };
      continue;
    }
    // Two thirds of the assets belong to products, as long as there are products to show them on.
    const forProduct = n % 3 !== 2;
    let recipe: Recipe;
    let product: DemoProduct | undefined;
    let round = 0;
    let name: string;
    if (forProduct && bundles) {
      [recipe, product, round] = bundles.next().value!;
      name = nameOf(recipe, n, product, round);
    } else {
      if (options.video && general % 15 === 14) {
        recipe = VIDEO;
        name = nameOf(recipe, general);
      } else {
        recipe = GENERAL_RECIPES[other % GENERAL_RECIPES.length];
        name = nameOf(recipe, other, undefined, 0, Math.floor(other / GENERAL_RECIPES.length));
        other++;
      }
      general++;
    }
    const [width, height] = recipe.size ? recipe.size(random) : [null, null];
    const tags = random.some(['new', 'bestseller', 'web', 'print', 'press', 'collection-2026'], 0, 2);
    if (recipe.kind === 'lifestyle') tags.push(random.pick(['indoor', 'outdoor']));
    if (recipe.kind === 'certificate') tags.push('sustainability');
    const asset: GeneratedAsset = {
      id: n + 1,
      name,
      ext: recipe.ext,
      storage_key: assetKey(demoUuid(options.seed, n), recipe.ext),
      width,
      height,
      scopes: [recipe.scope],
      tags,
      productIds: product ? [product.id] : [],
      created_at,
    };
    templates.push({ asset, recipe, product, round });
    yield asset;
  }
}

/** How many different products of each type the first 500 assets show. */
function templatesPerType(shown: (DemoProduct | undefined)[]): Map<ProductType, number> {
  const ids = new Map<ProductType, Set<number>>();
  for (const p of shown) if (p) ids.set(p.type, (ids.get(p.type) ?? new Set()).add(p.id));
  return new Map([...ids].map(([type, set]) => [type, set.size]));
}
