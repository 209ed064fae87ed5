import { z } from 'zod';
import { importReportSchema } from './import.ts';

/**
 * The admin API, for a PIM pushing changes with an admin API token (`vitrine token create <name>`),
 * never with a portal user's session. Records are the rows of each kind's own import layout
 * (docs/import.md), as JSON: they are imported by the same importer as a file, with the same rules.
 */

/** Kinds whose records are pushed as JSON (`POST /{kind}`). */
export const ADMIN_RECORD_KINDS = ['products', 'categories', 'attributes', 'contents'] as const;
export const adminRecordKindSchema = z.enum(ADMIN_RECORD_KINDS);

/** Kinds archived by flag (`POST /{kind}/archive`): they stay stored, out of every list. */
export const ADMIN_ARCHIVE_KINDS = ['products', 'assets', 'contents'] as const;
export const adminArchiveKindSchema = z.enum(ADMIN_ARCHIVE_KINDS);
export type AdminArchiveKind = z.infer<typeof adminArchiveKindSchema>;

/** Kinds removed outright when nothing uses them (`DELETE /{kind}/{code}`), else 409. */
export const ADMIN_REMOVE_KINDS = ['categories', 'attributes'] as const;

/** Kinds a whole file may be pushed of (`POST /imports/{kind}`), imported in the background. */
export const ADMIN_IMPORT_KINDS = [
  'categories',
  'attributes',
  'options',
  'attribute-sets',
  'product-models',
  'products',
  'asset-scopes',
  'asset-tags',
  'contents',
  /** A zip of a folder (or an Akeneo export job's zip): each file by its kind, in dependency order. */
  'folder',
] as const;
export const adminImportKindSchema = z.enum(ADMIN_IMPORT_KINDS);
export type AdminImportKind = z.infer<typeof adminImportKindSchema>;

/** The raw bodies a bulk push may send (else multipart/form-data); `?name=` tells the format too. */
export const ADMIN_RAW_PUSH_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-ndjson',
  'application/jsonl',
  'application/octet-stream',
  'application/zip',
] as const;
export type AdminRawPushType = (typeof ADMIN_RAW_PUSH_TYPES)[number];

/** The largest file a bulk push may send. */
export const ADMIN_PUSH_MAX_BYTES = 256 * 1024 * 1024;
/** Records per JSON push: more go through a bulk push. */
export const ADMIN_MAX_RECORDS = 1000;

/** A column of a kind's layout (`sku`, `name-de_DE`, `label-en_GB`). */
const ColumnName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f,;"]+$/, 'A column name holds no control characters, separators or quotes');
/** A cell: text, a number, a boolean (written 1/0), a list (written comma separated) or null (empty). */
export const AdminCell = z.union([
  z.string().max(1_000_000),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(1000), z.number().finite()])).max(10_000),
]);
export const AdminRecord = z
  .record(ColumnName, AdminCell)
  .refine(
    (r) => Object.keys(r).length > 0 && Object.keys(r).length <= 5000,
    'A record has 1 to 5000 columns',
  );
export type AdminRecord = z.infer<typeof AdminRecord>;

export const AdminUpsertBody = z.strictObject({
  records: z.array(AdminRecord).min(1).max(ADMIN_MAX_RECORDS),
  /** Check and report, write nothing. */
  dryRun: z.boolean().optional(),
});
export type AdminUpsertBody = z.infer<typeof AdminUpsertBody>;

/** Contents in the contents import's JSON layout (docs/import.md): checked by that import, item by item. */
export const AdminContentsBody = z.strictObject({
  contents: z.array(z.record(z.string(), z.unknown())).max(ADMIN_MAX_RECORDS),
  categories: z.array(z.record(z.string(), z.unknown())).max(ADMIN_MAX_RECORDS).optional(),
  dryRun: z.boolean().optional(),
});
export type AdminContentsBody = z.infer<typeof AdminContentsBody>;

/** An identifier of the kind's layout: a sku, a code, an asset's path. */
export const AdminCode = z
  .string()
  .min(1)
  .max(1000)
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'Control characters are not allowed');

export const AdminArchiveBody = z.strictObject({
  codes: z.array(AdminCode).min(1).max(ADMIN_MAX_RECORDS),
  /** false brings archived ones back. */
  archived: z.boolean().default(true),
});
export type AdminArchiveBody = z.infer<typeof AdminArchiveBody>;
export const AdminArchiveAnswer = z.object({
  /** Codes whose flag changed. */
  changed: z.number().int(),
  /** Codes already as asked. */
  unchanged: z.number().int(),
  /** Codes of nothing stored. */
  unknown: z.array(z.string()),
});
export type AdminArchiveAnswer = z.infer<typeof AdminArchiveAnswer>;

/** An asset pushed by a storage key the PIM wrote to the portal's file store (instead of an upload). */
export const AdminAssetBody = z.strictObject({
  storageKey: z
    .string()
    .min(1)
    .max(500)
    .regex(/^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._\-/ ]+$/, 'A relative key without . or .. parts'),
  /** The asset's path (its identity: a second push of the same path updates it); the key's name when absent. */
  path: AdminCode.optional(),
  /** The metadata row of the assets layout (scopes, tags, skus, names), as records are written. */
  metadata: AdminRecord.optional(),
  dryRun: z.boolean().optional(),
});
export type AdminAssetBody = z.infer<typeof AdminAssetBody>;

export const adminImportStates = ['queued', 'running', 'done', 'failed'] as const;
export const AdminImportJob = z.object({
  id: z.string(),
  kind: z.string(),
  file: z.string(),
  state: z.enum(adminImportStates),
  progress: z.object({
    rows: z.number().int(),
    bytes: z.number().int(),
    totalBytes: z.number().int().nullable(),
    /** 0–100 of the file's bytes read, null when its size is unknown. */
    percent: z.number().nullable(),
  }),
  /** When done: the file's report (a folder's: its files' totals). */
  report: importReportSchema.nullable(),
  /** When done: a report per file (a folder's files in the order they were imported). */
  reports: z.array(importReportSchema).nullable(),
  /** Why it failed. */
  error: z.string().nullable(),
  /** The options it runs with, as they were given (the command line's or the query's). */
  options: z.object({
    full: z.boolean(),
    dryRun: z.boolean(),
    channel: z.string().nullable(),
    currency: z.string().nullable(),
    batchSize: z.number().int().nullable(),
  }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminImportJob = z.infer<typeof AdminImportJob>;

export const AdminImportQuery = z.strictObject({
  /** The file's name when the body is raw (its extension tells CSV, XLSX or JSON lines). */
  name: z
    .string()
    .max(200)
    .regex(
      /^[A-Za-z0-9._ -]+\.(csv|xlsx|jsonl|json|ndjson|zip)$/i,
      'A file name ending .csv, .xlsx, .json, .jsonl or (a folder) .zip',
    )
    .optional(),
  full: z.enum(['true', 'false']).optional(),
  dryRun: z.enum(['true', 'false']).optional(),
  channel: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** Akeneo exports: the currency whose prices are kept (default EUR). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /** Rows per transaction, as the command line's `--batch-size` (default: the kind's own). */
  batchSize: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'A whole number from 1 to 100000')
    .refine((value) => Number(value) <= 100_000, 'A whole number from 1 to 100000')
    .optional(),
});
export const AdminImportId = z.strictObject({ id: z.uuid() });
