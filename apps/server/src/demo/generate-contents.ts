import { RENDITION_BASE } from '@vitrine/contract';
import { PREVIEW, renditionUrl } from '@vitrine/contract/rendition-url';
import type { NewContent } from '../modules/contents/index.ts';
import { BRANDS, COLORS, MATERIALS } from './catalogue-vocabulary.ts';
import { PRODUCT_TYPES, type ProductType } from './category-vocabulary.ts';
import { ARTICLE_LANGUAGES, type ArticleLanguage, LOCALE_OF } from './demo-languages.ts';
import {
  type ArticleKind,
  INTRODUCTIONS,
  KIND_CATEGORY,
  LIGHTING_CARE_TITLE_ZH,
  LINK_TEXT,
  MORE,
  OPENINGS,
  PLACES,
  SECTIONS,
  TITLES,
  TOPICS,
  type TopicCode,
} from './content-vocabulary.ts';
import { catalogueName, logoName, manualName } from './generate-assets.ts';
import type { Random } from './random.ts';

/** A listed product as articles name it: its name per locale and the values texts mention. */
export interface ContentProduct {
  id: number;
  names: Record<string, string>;
  brand: string;
  designer: string;
  materials: string[];
  colors: string[];
  /** The storage key of its picture (products/...). */
  imageKey: string | null;
  /** The product type its picture shows. */
  type: ProductType;
  lighting: boolean;
}

/** A demo asset an article may attach. */
export interface ContentAsset {
  id: number;
  name: string;
  ext: string;
  path: string;
}

/** Demo assets an article may attach, by scope code, and each product's own. */
export interface ContentAssets {
  byScope: Map<string, ContentAsset[]>;
  byProduct: Map<number, (ContentAsset & { scope: string })[]>;
}

/** Article kinds in turn: 30 % news, 20 % installation, 20 % care, 15 % case studies, 15 % downloads. */
const KINDS: ArticleKind[] = [
  ...Array<ArticleKind>(6).fill('news'),
  ...Array<ArticleKind>(4).fill('installation'),
  ...Array<ArticleKind>(4).fill('care'),
  ...Array<ArticleKind>(3).fill('case'),
  ...Array<ArticleKind>(3).fill('downloads'),
];
const YEARS = ['2026', '2025', '2024'];

const EPOCH = Date.UTC(2026, 10, 20, 9);
/** The newest articles are half a day apart; large libraries pack them closer. */
const SPAN_MS = 150 * 12 * 3_600_000;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An option's label as a word inside a sentence: lower case, except in German. */
const label = (options: typeof COLORS, value: string | undefined, lang: ArticleLanguage) => {
  const text = options.find((o) => o.value === value)?.label[lang] ?? value ?? '';
  return lang === 'de' ? text : text.toLocaleLowerCase(LOCALE_OF[lang].replace('_', '-'));
};

/**
 * Each kind's subjects in a shuffled order, one article each: a product (news, guides, case
 * studies) or a brand's topic of a year (downloads). Past the last subject the order starts again
 * and titles carry the round, "(2)", so no two articles are the same.
 */
function stories<T>(subjects: readonly T[], random: Random) {
  const order = random.some(subjects, subjects.length, subjects.length);
  let next = 0;
  return () => {
    const round = Math.floor(next / order.length);
    return { subject: order[next++ % order.length], suffix: round ? ` (${round + 1})` : '' };
  };
}

/** The files a downloads article attaches, by its topic: catalogues hold the brand's catalogues. */
function downloadFiles(
  topic: TopicCode,
  brand: string,
  year: string,
  assets: ContentAssets,
  random: Random,
): ContentAsset[] {
  const pool = (scope: string) => assets.byScope.get(scope) ?? [];
  switch (topic) {
    case 'catalogue':
      return pool('catalogues').filter((a) => a.name.startsWith(catalogueName(brand, Number(year))));
    case 'certificates':
      return random.some(pool('certificates'), 2, 2);
    case 'brand-assets': {
      // One of the brand's logos (its SVG and PNG) and a campaign visual.
      const logo = pool('logos').find((a) => a.name.startsWith(logoName(brand)))?.name;
      return [...pool('logos').filter((a) => a.name === logo), ...random.some(pool('campaigns'), 1, 1)];
    }
    case 'manuals':
      return random.some(pool('manuals'), 3, 3);
  }
}

/**
 * Yields `count` demo articles (the newest first), each about one subject: news, installation and
 * care guides and case studies about a product, with that product's own files and picture;
 * downloads about a brand's catalogue, certificates, brand assets or manuals, with those files.
 * Texts are in the article languages (one in ten, or all without `allLanguages`, in English and
 * German only); about one in ten links out, and the guides (40 %) are linked to their product.
 * Deterministic.
 */
export function* generateContents(
  count: number,
  products: ContentProduct[],
  assets: ContentAssets,
  categoryIds: Map<string, number>,
  random: Random,
  allLanguages = true,
): Generator<NewContent> {
  const step = Math.max(60_000, Math.floor(SPAN_MS / Math.max(count, 150)));
  const installed = products.filter((p) => p.lighting);
  const about = {
    news: stories(products, random),
    // Lights are installed; furniture and textiles are not.
    installation: stories(installed.length ? installed : products, random),
    care: stories(products, random),
    case: stories(products, random),
  };
  const downloads = stories(
    BRANDS.flatMap((brand) => TOPICS.flatMap((topic) => YEARS.map((year) => ({ brand, topic, year })))),
    random,
  );
  const pick = (scope: string) => {
    const pool = assets.byScope.get(scope);
    return pool?.length ? random.pick(pool) : undefined;
  };
  for (let n = 0; n < count; n++) {
    const kind = KINDS[n % KINDS.length];
    let product: ContentProduct | undefined;
    let download: ReturnType<typeof downloads>['subject'] | undefined;
    let suffix: string;
    if (kind === 'downloads') ({ subject: download, suffix } = downloads());
    else ({ subject: product, suffix } = about[kind]());
    const brand = download?.brand ?? product!.brand;
    const topic = download?.topic;
    const year = download?.year ?? '';
    const place = random.pick(PLACES);
    const titleTemplate = random.pick(TITLES[kind]);
    const pieces = String(random.int(6, 240));

    // Attachments: the subject's own files, and general ones of the article's kind.
    const own = product ? (assets.byProduct.get(product.id) ?? []) : [];
    const ownOf = (scope: string, ext?: string) =>
      own.find((a) => a.scope === scope && (!ext || a.ext === ext));
    const files: (ContentAsset | undefined)[] = [];
    const stored: string[] = [];
    if (kind === 'news' && random.chance(0.5)) files.push(ownOf('packshots', 'jpg'));
    if (kind === 'installation') {
      const type = PRODUCT_TYPES.find((t) => t.code === product!.type)!;
      files.push(
        ownOf('datasheets'),
        (assets.byScope.get('manuals') ?? []).findLast((a) => a.name.startsWith(manualName(type))),
      );
    }
    if (kind === 'care') {
      if (product!.imageKey) stored.push(product!.imageKey);
      files.push(ownOf('datasheets'));
    }
    if (kind === 'case') {
      files.push(ownOf('lifestyle') ?? ownOf('packshots', 'jpg'));
      if (random.chance(0.5)) files.push(pick('videos'));
    }
    if (topic) files.push(...downloadFiles(topic.code, brand, year, assets, random));
    const attached = [...new Set(files.filter((a) => a !== undefined))];

    // Product articles show the product's picture (a case study its own lifestyle picture first);
    // downloads the first of their files (a catalogue's cover, a logo).
    const caseFile = kind === 'case' ? attached.find((a) => a.ext === 'jpg') : undefined;
    const thumbnail =
      n % 13 === 5
        ? null
        : caseFile
          ? { assetId: caseFile.id }
          : product?.imageKey
            ? { storageKey: product.imageKey }
            : attached[0]
              ? { assetId: attached[0].id }
              : null;
    const picturePath = product?.imageKey
      ? `${RENDITION_BASE}/${product.imageKey}`
      : (attached[0]?.path ?? null);

    const languages = n % 10 === 7 || !allLanguages ? ARTICLE_LANGUAGES.slice(0, 2) : ARTICLE_LANGUAGES;
    const brandSlug = slug(brand);
    const translations = languages.map((lang) => {
      const locale = LOCALE_OF[lang];
      const values = {
        product: product ? (product.names[locale] ?? product.names.en_GB) : '',
        brand,
        designer: product?.designer ?? '',
        material: (product?.materials ?? []).map((m) => label(MATERIALS, m, lang)).join(', '),
        color: label(COLORS, product?.colors[0], lang),
        place,
        topic: topic?.name[lang] ?? '',
        year,
        count: pieces,
      };
      const title =
        (kind === 'care' && locale === 'zh_CN' && product!.lighting
          ? fill(LIGHTING_CARE_TITLE_ZH, values)
          : fill(titleTemplate[lang], values)) + suffix;
      const introduction = fill(INTRODUCTIONS[kind][lang], values);
      const html = (template: string) => escapeHtml(fill(template, values));
      const items = topic ? topic.items : SECTIONS[kind].items;
      const picture = renditionUrl('', picturePath, PREVIEW);
      const text = [
        `<p>${html(OPENINGS[kind][lang])}</p>`,
        `<h2>${html(SECTIONS[kind].heading[lang])}</h2>`,
        `<ul>${items.map((item) => `<li>${html(item[lang])}</li>`).join('')}</ul>`,
        picture
          ? // Product pictures are square: both sides given, the page keeps the picture's place.
            `<p><img src="${escapeHtml(picture)}" alt="${escapeHtml(values.product || title)}" width="800"${product?.imageKey ? ' height="800"' : ''}></p>`
          : '',
        `<p>${html(MORE[lang])} <a href="https://www.example.com/${brandSlug}" target="_blank">${html(LINK_TEXT[lang])}</a></p>`,
      ].join('');
      return { locale, title, introduction, text };
    });

    yield {
      status: true,
      link:
        kind === 'news' && random.chance(0.33)
          ? `https://press.example.com/${brandSlug}/${slug(translations[0].title)}`
          : null,
      sortingPriority: n % 17 === 0 ? random.int(1, 10) : 0,
      thumbnail,
      createdAt: new Date(EPOCH - (n + 1) * step),
      translations,
      categoryIds: [categoryIds.get(KIND_CATEGORY[kind])!],
      productIds: kind === 'installation' || kind === 'care' ? [product!.id] : [],
      attachments: [
        ...attached.map((a) => ({ assetId: a.id })),
        ...stored.map((storageKey) => ({ storageKey })),
      ],
    };
  }
}
