import { z } from 'zod';
import type { RenditionRequest } from '../renditions/index.ts';

/** Where the bytes of one zip entry come from; kept as JSON in the download's row. */
export type ZipSource =
  | { type: 'file'; key: string }
  | ({ type: 'rendition' } & RenditionRequest)
  | { type: 'leaflet'; locale: string; productId: number };

export interface ZipEntry {
  /** Position in the request, for error messages and logs. */
  index: number;
  name: string;
  source: ZipSource;
}

const ZipSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('file'), key: z.string() }),
  z.object({
    type: z.literal('rendition'),
    key: z.string(),
    width: z.number().optional(),
    height: z.number().optional(),
    trim: z.boolean(),
    quality: z.number(),
    format: z.string().optional(),
  }),
  z.object({ type: z.literal('leaflet'), locale: z.string(), productId: z.number() }),
]);

/**
 * What a download link names: the cart as validated when the link was made, read back from its
 * row (checked, so a row written by another version fails loudly instead of zipping nonsense).
 */
export const DownloadManifest: z.ZodType<ZipEntry[]> = z.array(
  z.object({ index: z.number(), name: z.string(), source: ZipSource }),
);
