import { z } from 'zod';
import { OrderDir } from './common.ts';
import { CART_SIZES } from './rendition-url.ts';

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
export type AssetTag = z.infer<typeof AssetTag>;
export const AssetTagList = z.array(AssetTag);
/**
 * A media asset. `url` is the rendition path (add width, height, trim, quality, format as query
 * parameters; without them the original file is served), `absolute_url` the same on the portal's
 * origin, and `secured_url` a signed, expiring link that downloads the original under its name.
 */
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

/** Asset lists; `tag` takes tag ids (repeated or comma separated): assets carrying every tag match. */
export const MediaQuery = z.object({
  itemsPerPage: z.coerce.number().int().min(1).max(200).default(24),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  orderBy: z.enum(['created', 'name']).default('created'),
  orderDir: OrderDir.default('desc'),
  tag: z.union([z.string().max(500), z.array(z.string().max(100)).max(50)]).optional(),
  search: z.string().max(200).optional(),
});
/** The asset list call as the server reads it. */
export type MediaListQuery = z.infer<typeof MediaQuery>;
/** The asset list call as the app sends it (before query-string encoding). */
export type MediaListParams = z.input<typeof MediaQuery>;
export const AssetList = z.array(Asset);
/** Product assets grouped by asset name. */
export const ProductAssets = z.record(z.string(), z.array(Asset));
export type ProductAssets = z.infer<typeof ProductAssets>;
export const ProductAssetsQuery = z.object({
  includeParent: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** One cart item of the `assets` storage key. */
export const CartItem = z.object({
  name: z.string(),
  url: z.string(),
  ext: z.string(),
  size: z.enum(CART_SIZES),
  trim: z.boolean(),
});
export type CartItem = z.infer<typeof CartItem>;

/**
 * One file of a download request: the name inside the zip (an optional folder before a backslash)
 * and the portal path of an asset or its rendition, or of a product leaflet.
 */
export const DownloadFile = z.object({
  name: z.string().min(1).max(255),
  url: z.string().min(1).max(2000),
});
export type DownloadFile = z.infer<typeof DownloadFile>;
export const DownloadRequest = z
  .strictObject({
    files: z.array(DownloadFile).min(1, 'Add at least one file').max(1000, 'At most 1000 files at a time'),
  })
  .meta({
    examples: [
      {
        files: [
          { name: 'Arc pendant.jpg', url: '/pim/media/assets/3f/arc-pendant.jpg' },
          {
            name: 'Arc pendant small.webp',
            url: '/pim/media/assets/3f/arc-pendant.jpg?width=400&format=webp',
          },
        ],
      },
    ],
  });
export type DownloadRequest = z.infer<typeof DownloadRequest>;
export const ShareRequest = DownloadRequest.extend({
  email: z.string().trim().max(254).pipe(z.email('Invalid e-mail address')),
  locale: z.string().max(10).optional(),
});
export type ShareRequest = z.infer<typeof ShareRequest>;

/** Rendition parameters; without any of them the original file is served. */
export const RenditionQuery = z.object({
  width: z.coerce.number().int().min(1).max(4000).optional(),
  height: z.coerce.number().int().min(1).max(4000).optional(),
  trim: z.enum(['0', '1', 'true', 'false']).optional(),
  quality: z.coerce.number().int().min(1).max(100).optional(),
  format: z.enum(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'tif', 'tiff', 'source']).optional(),
});
export type RenditionQuery = z.infer<typeof RenditionQuery>;
