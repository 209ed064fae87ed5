import { z } from 'zod';
import { OrderDir } from './common.ts';

const MediaRef = z.object({ name: z.string(), url: z.string() }).nullable();
export const Attachment = z.object({
  file: z.string().nullable(),
  image_small: z.string().nullable(),
  image_large: z.string().nullable(),
  media_file: MediaRef,
  media_image_small: MediaRef,
  media_image_large: MediaRef,
});
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

export const ContentQuery = z.object({
  limit: z.coerce.number().int().min(1).max(999).default(24),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  orderby: z.enum(['created', 'title']).default('created'),
  orderdir: OrderDir.default('desc'),
  search: z.string().max(200).optional(),
  filters: z
    .object({ category: z.string().max(100).optional(), product: z.coerce.number().int().optional() })
    .optional(),
});
export const ContentListAnswer = z.object({ results: z.array(Content), total: z.number().int() });
