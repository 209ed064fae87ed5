import { z } from 'zod';
import { OrderDir } from './common.ts';

export interface AssetScope {
  id: number;
  code: string;
  name: string;
  children: AssetScope[];
}
export const AssetScope: z.ZodType<AssetScope> = z
  .lazy(() =>
    z.object({ id: z.number().int(), code: z.string(), name: z.string(), children: z.array(AssetScope) }),
  )
  .meta({ id: 'AssetScope' });
export const AssetScopeList = z.array(AssetScope);

export const AssetTag = z.object({ id: z.number().int(), name: z.string() });
export const Asset = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.object({ name: z.string() })),
  absolute_url: z.string(),
  secured_url: z.string(),
  url: z.string(),
  archived: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  size: z.number().int(),
  ext: z.string(),
  tags: z.array(AssetTag),
  meta: z.object({
    extension: z.string(),
    height: z.number().int().nullable(),
    width: z.number().int().nullable(),
    size: z.number().int(),
  }),
});
export type Asset = z.infer<typeof Asset>;

export const MediaQuery = z.object({
  itemsPerPage: z.coerce.number().int().min(1).max(200).default(24),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  orderBy: z.enum(['created', 'name']).default('created'),
  orderDir: OrderDir.default('desc'),
  tag: z.union([z.string(), z.array(z.string())]).optional(),
  search: z.string().max(200).optional(),
});
export const AssetList = z.array(Asset);
/** Product assets grouped by asset name. */
export const ProductAssets = z.record(z.string(), z.array(Asset));

/** One cart item of the `assets` storage key. */
export const CartItem = z.object({
  name: z.string(),
  url: z.string(),
  ext: z.string(),
  size: z.enum(['source', '600x600', '1200x1200', '2400x2400']),
  trim: z.boolean(),
});
export type CartItem = z.infer<typeof CartItem>;

export const DownloadFile = z.object({
  name: z.string().min(1).max(255),
  url: z.string().min(1).max(2000),
});
export const DownloadRequest = z.strictObject({ files: z.array(DownloadFile).min(1).max(1000) });
export const ShareRequest = DownloadRequest.extend({
  email: z.string().trim().max(254).pipe(z.email('Invalid e-mail address')),
  locale: z.string().max(10).optional(),
});

export const RenditionQuery = z.object({
  width: z.coerce.number().int().min(1).max(4000).optional(),
  height: z.coerce.number().int().min(1).max(4000).optional(),
  trim: z.enum(['0', '1', 'true', 'false']).optional(),
  quality: z.coerce.number().int().min(1).max(100).optional(),
  format: z.enum(['jpg', 'jpeg', 'png', 'webp', 'avif', 'source']).optional(),
});
