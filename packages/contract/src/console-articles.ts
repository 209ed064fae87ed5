import { z } from 'zod';
import { Id, isIsoDateTime, RequiredText, ShortText } from './common.ts';

/**
 * Articles (the content library) as the operator console writes them: every language's title,
 * introduction and rich text side by side, categories, attachments and a thumbnail from the asset
 * library, linked products, and when visitors see it. HTML is sanitised by the server with the
 * visitors' rules; pictures in it must come from the asset library.
 */

/** Draft: not published; scheduled: published from a later time; published: visitors see it. */
export const ARTICLE_STATES = ['draft', 'scheduled', 'published'] as const;
export const ArticleState = z.enum(ARTICLE_STATES);
export type ArticleState = z.infer<typeof ArticleState>;

/** The longest rich text an article's language takes (characters of HTML). */
export const ARTICLE_TEXT_MAX = 200_000;
export const ARTICLE_INTRODUCTION_MAX = 5_000;

const LocaleCode = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'A locale such as en_GB');
/** An ISO date-time with its offset (what a date-time picker sends), within sensible years. */
const Moment = z
  .string()
  .max(40)
  .refine((s) => isIsoDateTime(s) && /T/.test(s) && s >= '2000' && s < '2101', {
    message: 'A date and time such as 2027-01-31T09:00:00Z',
  });

export const ConsoleArticleQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** Words of a title in any language. */
  q: ShortText(200).optional(),
  category: Id.optional(),
  state: ArticleState.optional(),
  sort: z.enum(['updated_at', 'created_at', 'title']).default('updated_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type ConsoleArticleQuery = z.infer<typeof ConsoleArticleQuery>;

export const ConsoleArticleRow = z.object({
  id: z.number().int(),
  /** In the reader's language, else the default locale's, else any. */
  title: z.string(),
  categories: z.array(z.object({ id: z.number().int(), title: z.string() })),
  state: ArticleState,
  publish_at: z.string().nullable(),
  /** The locales with a title. */
  locales: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsoleArticleRow = z.infer<typeof ConsoleArticleRow>;
export const ConsoleArticleList = z.object({ items: z.array(ConsoleArticleRow), total: z.number().int() });
export type ConsoleArticleList = z.infer<typeof ConsoleArticleList>;

/** One language of an article: a plain title, the introduction and text as HTML. */
export const ArticleTexts = z.object({
  title: RequiredText(300),
  introduction: z.string().max(ARTICLE_INTRODUCTION_MAX).default(''),
  text: z.string().max(ARTICLE_TEXT_MAX).default(''),
});
export type ArticleTexts = z.infer<typeof ArticleTexts>;

/** A file of the asset library as an article shows it. */
export const ArticleAsset = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The media path (add a rendition preset's query for a picture). */
  url: z.string(),
  ext: z.string(),
});
export type ArticleAsset = z.infer<typeof ArticleAsset>;

/** What an article is made of, written whole by create and update. */
export const ConsoleArticleInput = z.strictObject({
  translations: z
    .record(LocaleCode, ArticleTexts)
    .refine((t) => Object.keys(t).length >= 1, 'Write the article in at least one language')
    .refine((t) => Object.keys(t).length <= 50, 'Too many languages'),
  categories: z.array(Id).max(50).default([]),
  /** Asset ids, in the order shown. */
  attachments: z.array(Id).max(100).default([]),
  products: z.array(Id).max(200).default([]),
  thumbnail: Id.nullable().default(null),
  link: z
    .url({ protocol: /^https?$/, message: 'A web address (http or https)' })
    .max(2000)
    .nullable()
    .default(null),
  sorting_priority: z.number().int().min(-1_000_000).max(1_000_000).default(0),
});
export type ConsoleArticleInput = z.infer<typeof ConsoleArticleInput>;
export type ConsoleArticleDraft = z.input<typeof ConsoleArticleInput>;

/** Whether visitors see the article, and from when (null: at once). */
export const ArticlePublication = z.strictObject({
  published: z.boolean(),
  publish_at: Moment.nullable().default(null),
});
export type ArticlePublication = z.infer<typeof ArticlePublication>;

/** One article as the editor opens it. */
export const ConsoleArticle = z.object({
  id: z.number().int(),
  state: ArticleState,
  published: z.boolean(),
  publish_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), introduction: z.string(), text: z.string() }),
  ),
  categories: z.array(z.number().int()),
  attachments: z.array(ArticleAsset),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  thumbnail: ArticleAsset.nullable(),
  link: z.string().nullable(),
  sorting_priority: z.number().int(),
});
export type ConsoleArticle = z.infer<typeof ConsoleArticle>;

/** Every content category, drafts' and the dashboard's too, flat in tree order. */
export const ConsoleArticleCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  parent_id: z.number().int().nullable(),
});
export const ConsoleArticleCategoryList = z.array(ConsoleArticleCategory);
export type ConsoleArticleCategory = z.infer<typeof ConsoleArticleCategory>;
