import { z } from 'zod';
import { ADMIN_IMPORT_KINDS, AdminImportJob } from './admin.ts';
import { importReportSchema } from './import.ts';

/**
 * Imports from the operator console: a file an administrator sends from the browser, imported in
 * the background by the same machinery as a file pushed to the admin API (the same kinds, checks
 * and reports), plus the users import; and the history of every run, whoever started it.
 */

/** Kinds a console import may be of: the admin API's, and users. */
export const CONSOLE_IMPORT_KINDS = [...ADMIN_IMPORT_KINDS, 'users'] as const;
export const ConsoleImportKind = z.enum(CONSOLE_IMPORT_KINDS);
export type ConsoleImportKind = z.infer<typeof ConsoleImportKind>;

/** The kind told from the file itself: a zip is a folder, any other file by its name and header. */
export const DETECTED_IMPORT_KIND = 'auto';

/** The extensions a console import reads (a zip is a folder). */
export const CONSOLE_IMPORT_EXTENSIONS = ['csv', 'xlsx', 'jsonl', 'json', 'ndjson', 'zip'] as const;

/**
 * A file's name as a browser gives it: letters of any script, digits, spaces and a few marks, no
 * folder, a readable extension. The portal sends names with anything else replaced.
 */
export const ConsoleImportFileName = z
  .string()
  .max(200)
  .regex(
    /^(?!\.)[\p{L}\p{M}\p{N} ._()+,-]+\.(csv|xlsx|jsonl|json|ndjson|zip)$/iu,
    'A file name without folders, ending .csv, .xlsx, .json, .jsonl or (a folder) .zip',
  );

export const ConsoleImportStart = z.strictObject({
  kind: z.enum([...CONSOLE_IMPORT_KINDS, DETECTED_IMPORT_KIND]).default(DETECTED_IMPORT_KIND),
  /** The file's name (its extension tells the format); a multipart part's own name when absent. */
  name: ConsoleImportFileName.optional(),
  /** Check and report, write nothing. */
  dryRun: z.enum(['true', 'false']).optional(),
  /** The file is the whole set of its kind: what it leaves out is archived (users: disabled). */
  full: z.enum(['true', 'false']).optional(),
});
export type ConsoleImportStart = z.infer<typeof ConsoleImportStart>;

/** Who started a run: an administrator in the console, or an admin API token (a PIM, the command). */
export const ConsoleImportStarter = z.object({
  kind: z.enum(['user', 'token']),
  /** The administrator's id (null for a token). */
  id: z.number().int().nullable(),
  name: z.string(),
});
export type ConsoleImportStarter = z.infer<typeof ConsoleImportStarter>;

/** A run with its report, as the admin API answers it, and who started it (null: gone since). */
export const ConsoleImportRun = AdminImportJob.extend({ startedBy: ConsoleImportStarter.nullable() });
export type ConsoleImportRun = z.infer<typeof ConsoleImportRun>;

/** A run as the history lists it: its report's totals only. */
export const ConsoleImportRow = AdminImportJob.omit({ report: true, reports: true }).extend({
  startedBy: ConsoleImportStarter.nullable(),
  totals: importReportSchema
    .pick({ read: true, created: true, updated: true, unchanged: true, rejected: true })
    .nullable(),
});
export type ConsoleImportRow = z.infer<typeof ConsoleImportRow>;
export const ConsoleImportList = z.object({ items: z.array(ConsoleImportRow), total: z.number().int() });
export type ConsoleImportList = z.infer<typeof ConsoleImportList>;

export const ConsoleImportQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ConsoleImportQuery = z.infer<typeof ConsoleImportQuery>;
