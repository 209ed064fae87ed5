import { z } from 'zod';

/**
 * What an import file holds. A folder is imported kind by kind in this order, so that what a row
 * names (a category, an attribute, a parent product, a product, scope or tag an asset names) exists
 * first. `akeneo-settings`: an Akeneo export's channels, locales and currencies (which channel's
 * values are taken, which locales are read), and the files the portal has no place for.
 */
export const IMPORT_KINDS = [
  'akeneo-settings',
  'categories',
  'attributes',
  'options',
  'attribute-sets',
  'family-variants',
  'association-types',
  'product-models',
  'products',
  'asset-scopes',
  'asset-tags',
  'assets',
  'contents',
  'forms',
  'users',
  'jsonl',
] as const;
export const importKindSchema = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof importKindSchema>;

/** A refused row: where it is and why. */
export const importRejectionSchema = z.object({
  file: z.string(),
  /** The line where the row starts; the header is line 1. */
  line: z.number().int(),
  column: z.string().nullable(),
  reason: z.string(),
});

/** What an import did with one file. */
export const importReportSchema = z.object({
  file: z.string(),
  kind: importKindSchema.optional(),
  dryRun: z.boolean(),
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows absent from the file that a full import archived (absent: not a full import). */
  archived: z.number().int().optional(),
  rejected: z.number().int(),
  /** The first rejections in line order. */
  rejections: z.array(importRejectionSchema),
  /** What the import chose or left out, one line each (the channel taken, a file skipped…). */
  notes: z.array(z.string()).optional(),
  /** How long the file took, in seconds. */
  seconds: z.number().nonnegative().optional(),
});
export type ImportReportBody = z.infer<typeof importReportSchema>;
