import { z } from 'zod';
import { Id, OrderDir } from './common.ts';
import { hasThumbnail } from './rendition-url.ts';

/** A file or picture addressed by the media library: its file name and media path. */
const MediaRef = z.object({ name: z.string(), url: z.string() }).nullable();
/**
 * One attachment of a content (spec 3). A media library asset fills the `media_*` fields, a file
 * stored with the content the plain ones. Every address is a media path (`/pim/media/...`): the
 * original file, to which a client adds a rendition preset's query for a picture; the picture
 * fields are set only for files the rendition service can draw (images and PDFs).
 */
export const Attachment = z.object({
  file: z.string().nullable(),
  image_small: z.string().nullable(),
  image_large: z.string().nullable(),
  media_file: MediaRef,
  media_image_small: MediaRef,
  media_image_large: MediaRef,
});
export type Attachment = z.infer<typeof Attachment>;

/** The attachment a media library asset makes: its file, and its picture when one can be drawn. */
export function assetAttachment(file: { name: string; url: string }, ext: string): Attachment {
  const picture = hasThumbnail(ext) ? file : null;
  return {
    file: null,
    image_small: null,
    image_large: null,
    media_file: file,
    media_image_small: picture,
    media_image_large: picture,
  };
}
/**
 * An article of the content library (spec 3). `text` is sanitised HTML, `introduction` plain text
 * or sanitised HTML; `created` is in Unix seconds; `thumbnail` a media path (add a preset's query).
 */
export const Content = z.object({
  id: z.number().int(),
  title: z.string(),
  introduction: z.string(),
  text: z.string(),
  created: z.number().int(),
  link: z.string().nullable(),
  categories: z.array(z.object({ title: z.string() })),
  sorting_priority: z.number().int(),
  attachments: z.array(Attachment),
  thumbnail: z.string().nullable(),
});
export type Content = z.infer<typeof Content>;

export interface ContentCategory {
  id: number;
  code: string;
  title: string;
  order: number;
  children: ContentCategory[];
}
export const ContentCategory: z.ZodType<ContentCategory> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      code: z.string(),
      title: z.string(),
      order: z.number().int(),
      children: z.array(ContentCategory),
    }),
  )
  .meta({ id: 'ContentCategory' });
export const ContentCategoryList = z.array(ContentCategory);

/**
 * The content list call (spec 7). `filters[category]` is a category code (its sub-categories
 * included), `filters[product]` a product id. While searching, results come by relevance.
 */
export const ContentQuery = z.object({
  limit: z.coerce.number().int().min(1).max(999).default(24),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  orderby: z.enum(['created', 'title']).default('created'),
  orderdir: OrderDir.default('desc'),
  search: z
    .string()
    .max(200)
    .transform((v) => v.trim() || undefined)
    .optional(),
  filters: z
    .object({
      category: z
        .string()
        .max(100)
        .transform((v) => v.trim() || undefined)
        .optional(),
      product: Id.optional(),
    })
    .optional(),
});
/** The content list call as the server reads it. */
export type ContentListQuery = z.infer<typeof ContentQuery>;
/** The content list call as the app sends it (before query-string encoding). */
export type ContentListParams = z.input<typeof ContentQuery>;
export const ContentListAnswer = z.object({
  results: z.array(Content),
  total: z.number().int(),
  /** The words the search matched (as typed, lower case): what previews highlight. */
  terms: z.array(z.string()).optional(),
});
export type ContentListAnswer = z.infer<typeof ContentListAnswer>;
