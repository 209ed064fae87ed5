import { RENDITION_BASE } from '@vitrine/contract';
import { PREVIEW, renditionUrl } from '@vitrine/contract/rendition-url';
import type { NewContent } from '../modules/contents/index.ts';
import { COLORS, MATERIALS } from './catalogue-vocabulary.ts';
import { ARTICLE_LANGUAGES, type ArticleLanguage, LOCALE_OF } from './demo-languages.ts';
import {
  type ArticleKind,
  INTRODUCTIONS,
  KIND_CATEGORY,
  LIGHTING_CARE_TITLE_ZH,
  LINK_TEXT,
  MORE,
  PLACES,
  SECTIONS,
  TITLES,
  TOPICS,
} from './content-vocabulary.ts';
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
  lighting: boolean;
}

/** Demo assets an article may attach, by scope code, and each product's own. */
export interface ContentAssets {
  byScope: Map<string, { id: number; ext: string; path: string }[]>;
  byProduct: Map<number, { id: number; scope: string }[]>;
}

/** Article kinds in turn: 30 % news, 20 % installation, 20 % care, 15 % case studies, 15 % downloads. */
const KINDS: ArticleKind[] = [
  ...Array<ArticleKind>(6).fill('news'),
  ...Array<ArticleKind>(4).fill('installation'),
  ...Array<ArticleKind>(4).fill('care'),
  ...Array<ArticleKind>(3).fill('case'),
  ...Array<ArticleKind>(3).fill('downloads'),
];

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
 * Yields `count` demo articles (the newest first): kind, subject product, texts in the article
 * languages (one in ten, or all without `allLanguages`, in English and German only), attachments, a thumbnail for most, an external
 * link for about one in ten, and 1–3 linked products for the guides (40 %). Deterministic.
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
  const pick = (scope: string) => {
    const pool = assets.byScope.get(scope);
    return pool?.length ? random.pick(pool) : undefined;
  };
  for (let n = 0; n < count; n++) {
    const kind = KINDS[n % KINDS.length];
    const product = random.pick(products);
    const place = random.pick(PLACES);
    const topic = random.pick(TOPICS);
    const titleTemplate = random.pick(TITLES[kind]);
    const year = String(2026 - (n % 3));
    const pieces = String(random.int(6, 240));

    // Attachments: the subject's own files first, then general ones of the kind.
    const own = assets.byProduct.get(product.id) ?? [];
    const ownOf = (scope: string) => own.find((a) => a.scope === scope)?.id;
    const attachmentIds: (number | undefined)[] = [];
    const files: string[] = [];
    if (kind === 'news' && random.chance(0.5))
      attachmentIds.push(ownOf('packshots') ?? pick('lifestyle')?.id);
    if (kind === 'installation') {
      attachmentIds.push(ownOf('datasheets'), pick('manuals')?.id);
      if (random.chance(0.4)) attachmentIds.push(pick('videos')?.id);
    }
    if (kind === 'care') {
      if (product.imageKey) files.push(product.imageKey);
      attachmentIds.push(pick('certificates')?.id);
    }
    if (kind === 'case') {
      attachmentIds.push(pick('lifestyle')?.id, pick('campaigns')?.id);
      if (random.chance(0.5)) attachmentIds.push(pick('videos')?.id);
    }
    if (kind === 'downloads') {
      attachmentIds.push(pick('manuals')?.id, pick('certificates')?.id, pick('logos')?.id);
      if (random.chance(0.5)) attachmentIds.push(pick('campaigns')?.id);
    }
    const attachments = [
      ...[...new Set(attachmentIds)]
        .filter((id): id is number => id !== undefined)
        .map((assetId) => ({ assetId })),
      ...files.map((storageKey) => ({ storageKey })),
    ];

    // Guides show the product's own picture; the others a picture from the library.
    const pictureAsset =
      kind === 'downloads' ? pick('logos') : pick(kind === 'case' ? 'lifestyle' : 'campaigns');
    const thumbnail =
      n % 13 === 5
        ? null
        : (kind === 'installation' || kind === 'care') && product.imageKey
          ? { storageKey: product.imageKey }
          : pictureAsset
            ? { assetId: pictureAsset.id }
            : null;
    const picturePath = product.imageKey
      ? `${RENDITION_BASE}/${product.imageKey}`
      : (pictureAsset?.path ?? null);

    const linked =
      kind === 'installation' || kind === 'care'
        ? [product.id, ...random.some(products, 0, 2).map((p) => p.id)]
        : [];
    const languages = n % 10 === 7 || !allLanguages ? ARTICLE_LANGUAGES.slice(0, 2) : ARTICLE_LANGUAGES;
    const brandSlug = slug(product.brand);
    const translations = languages.map((lang) => {
      const locale = LOCALE_OF[lang];
      const values = {
        product: product.names[locale] ?? product.names.en_GB,
        brand: product.brand,
        designer: product.designer,
        material: product.materials.map((m) => label(MATERIALS, m, lang)).join(', '),
        color: label(COLORS, product.colors[0], lang),
        place,
        topic: topic[lang],
        year,
        count: pieces,
      };
      const title =
        kind === 'care' && locale === 'zh_CN' && product.lighting
          ? fill(LIGHTING_CARE_TITLE_ZH, values)
          : fill(titleTemplate[lang], values);
      const introduction = fill(INTRODUCTIONS[kind][lang], values);
      const section = SECTIONS[kind];
      const html = (template: string) => escapeHtml(fill(template, values));
      const picture = renditionUrl('', picturePath, PREVIEW);
      const text = [
        `<p>${html(INTRODUCTIONS[kind][lang])}</p>`,
        `<h2>${html(section.heading[lang])}</h2>`,
        `<ul>${section.items.map((item) => `<li>${html(item[lang])}</li>`).join('')}</ul>`,
        picture ? `<p><img src="${escapeHtml(picture)}" alt="${html(values.product)}" width="800"></p>` : '',
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
      productIds: linked,
      attachments,
    };
  }
}
