import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Asset files in the operator console: resumable uploads (the tus protocol), an asset's file with
 * its earlier versions, and where an asset is used before it is deleted.
 */

/** The tus endpoint that takes new files and replacements: POST here, then HEAD/PATCH its Location. */
export const ASSET_UPLOAD_PATH = '/private/console/assets/uploads';

/** A file name as an uploader sends it: one name, no folders, no control characters, an extension. */
const FileName = z
  .string()
  .trim()
  .min(3)
  .max(255)
  .regex(/^[^\u0000-\u001f\u007f/\\<>]*$/, 'No folders, markup or control characters')
  .regex(/^[^.].*\.[a-zA-Z0-9]{1,8}$/, 'A name with an extension');

/**
 * What an upload's `Upload-Metadata` names: the file's name, the scope ids it goes into (comma
 * separated) and, to replace the file of an asset, that asset's id.
 */
export const AssetUploadMetadata = z.object({
  filename: FileName,
  filetype: z.string().max(200).optional(),
  scopes: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean).map(Number) : []))
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(50)),
  asset: Id.optional(),
});
export type AssetUploadMetadata = z.infer<typeof AssetUploadMetadata>;

/** The answer to the PATCH that completes an upload: the asset the file became or replaced. */
export const AssetUploadResult = z.object({
  asset_id: z.number().int(),
  /** The version number the earlier file was kept as (null for a new asset). */
  kept_version: z.number().int().nullable(),
});
export type AssetUploadResult = z.infer<typeof AssetUploadResult>;

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** An earlier file of an asset: its number, what it was and who replaced it when. */
export const AssetVersion = z.object({
  version: z.number().int(),
  name: z.string(),
  ext: z.string(),
  mime: z.string(),
  size: z.number(),
  replaced_at: z.string(),
  replaced_by: Person,
  /** The file as it was, at its lasting address. */
  url: z.string(),
});
export type AssetVersion = z.infer<typeof AssetVersion>;

/** An asset's current file and its earlier versions, newest first. */
export const AssetFileDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  ext: z.string(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  updated_at: z.string(),
  url: z.string(),
  versions: z.array(AssetVersion),
});
export type AssetFileDetail = z.infer<typeof AssetFileDetail>;

/** Everywhere an asset is used: what deleting it takes away. */
export const AssetUsage = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  contents: z.array(
    z.object({ id: z.number().int(), title: z.string(), as: z.enum(['attachment', 'thumbnail']) }),
  ),
  /** Cart download links and shares still open that hold its file. */
  downloads: z.number().int(),
  shares: z.number().int(),
  scopes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AssetUsage = z.infer<typeof AssetUsage>;
