import type { ConsoleArticleInput } from '@vitrine/contract';
import { RENDITION_BASE } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import type { RequestLocale } from '../../lib/locale.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { localeSettings } from '../locales/index.ts';
import { assetFiles, listedAssetKeys } from '../media/index.ts';
import { orderableProducts } from '../products/index.ts';
import { EVERYTHING } from '../visibility/index.ts';
import { existingCategoryIds } from './content-editor.repository.ts';
import type { NewContent } from './content.repository.ts';

// What the console sends of an article, checked and cleaned before anything is written: an unknown
// id or a foreign picture refuses the whole write, so no article is ever half written.

const IMG = /<img\b[^>]*>/g;
const SRC = /\ssrc="([^"]*)"/;
const MEDIA_PREFIX = `${RENDITION_BASE}/`;

/** The storage keys of the pictures in sanitised HTML; null for a picture not from the library. */
function pictureKeys(html: string): string[] | null {
  const keys: string[] = [];
  for (const [tag] of html.matchAll(IMG)) {
    const src = SRC.exec(tag)?.[1]?.replaceAll('&amp;', '&');
    if (!src?.startsWith(MEDIA_PREFIX)) return null;
    const path = src.slice(MEDIA_PREFIX.length).split(/[?#]/)[0];
    let key: string;
    try {
      key = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (!key || key.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
    keys.push(key);
  }
  return keys;
}

/**
 * The article to write: HTML sanitised with the visitors' rules (scripts, event handlers and
 * javascript: addresses go), every picture new to it a file of the asset library (the pictures its
 * stored texts already show may stay: an import's product pictures are served files, not assets),
 * every category, asset and product known. A refusal names the field (400); nothing is written.
 */
export async function cleanArticle(
  db: Database,
  input: ConsoleArticleInput,
  locale: RequestLocale,
  createdAt: Date,
  storedTexts: string[] = [],
): Promise<NewContent> {
  const { codes } = await localeSettings(db);
  const known = new Set(codes);
  const translations = [];
  const keys = new Set<string>();
  for (const [code, texts] of Object.entries(input.translations)) {
    if (!known.has(code)) throw badRequest('The portal has no such language', `translations.${code}`);
    const parts = { introduction: sanitizeRichText(texts.introduction), text: sanitizeRichText(texts.text) };
    for (const [name, html] of Object.entries(parts)) {
      const found = pictureKeys(html);
      if (!found)
        throw badRequest('Pictures must be files of the asset library', `translations.${code}.${name}`);
      found.forEach((key) => keys.add(key));
    }
    translations.push({ locale: code, title: texts.title, ...parts });
  }
  const shown = new Set(storedTexts.flatMap((html) => pictureKeys(sanitizeRichText(html)) ?? []));
  const added = [...keys].filter((key) => !shown.has(key));
  // Administrators see every asset, within its rights' window or not.
  const listed = await listedAssetKeys(db, added, { ...EVERYTHING, outOfRights: true });
  const missing = added.find((key) => !listed.has(key));
  if (missing !== undefined)
    throw badRequest('A picture is not a file of the asset library (or is archived)', 'translations');

  const categoryIds = [...new Set(input.categories)];
  const categories = await existingCategoryIds(db, categoryIds);
  if (categoryIds.some((id) => !categories.has(id)))
    throw badRequest('There is no such category', 'categories');
  const assetIds = [...new Set([...input.attachments, ...(input.thumbnail ? [input.thumbnail] : [])])];
  const assets = await assetFiles(db, assetIds);
  if (input.attachments.some((id) => !assets.has(id)))
    throw badRequest('There is no such asset (or it is archived)', 'attachments');
  if (input.thumbnail !== null && !assets.has(input.thumbnail))
    throw badRequest('There is no such asset (or it is archived)', 'thumbnail');
  const productIds = [...new Set(input.products)];
  const products = await orderableProducts(db, productIds, locale);
  if (products.length !== productIds.length) throw badRequest('There is no such product', 'products');

  return {
    status: false,
    link: input.link,
    sortingPriority: input.sorting_priority,
    thumbnail: input.thumbnail === null ? null : { assetId: input.thumbnail },
    createdAt,
    translations,
    categoryIds,
    productIds,
    attachments: [...new Set(input.attachments)].map((assetId) => ({ assetId })),
  };
}
