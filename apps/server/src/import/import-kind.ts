import type { ImportKind } from '@vitrine/contract';
import type { ChangeNotices } from '../db/changes.ts';
import type { Deps } from '../deps.ts';
import type { ImportReport } from './import-report.ts';

/** How far an import has come: rows read so far and bytes of the file read (for a rate and time left). */
export interface ImportProgress {
  rows: number;
  bytes: number;
  /** The file's size, when known (a stream pushed over HTTP may not say). */
  totalBytes: number | null;
}

/** Options every kind of import understands (a kind ignores what does not apply to it). */
export interface ImportRun {
  /** Check and report without writing. */
  dryRun?: boolean;
  /** The file is the whole set of its kind: rows absent from it are archived, never deleted. */
  full?: boolean;
  /** Rows written per transaction. */
  batchSize?: number;
  /** Akeneo exports: the channel whose `code-<locale>-<channel>` / `code-<channel>` values are taken. */
  channel?: string;
  /** Akeneo exports: the currency whose `price-<CURRENCY>` values are kept (EUR when not given). */
  currency?: string;
  /** Told every few hundred rows, and once at the end. */
  onProgress?: (progress: ImportProgress) => void;
  /** What an Akeneo export's files tell the files after them in one run (a folder or zip). */
  akeneo?: AkeneoContext;
  /** The run's changes, whose search words and counts are redone once at its end (importPath). */
  changes?: ChangeNotices;
}

/** What the settings, family variants and product models of an Akeneo export tell the files after them. */
export interface AkeneoContext {
  /** The channel the channels file marks as default (a `default` column holding 1). */
  defaultChannel?: string;
  /** The locales the locales file lists (activated ones): values of other locales are not read. */
  locales?: Set<string>;
  /** Product models read in this run, by code: their family variant and parent model. */
  models?: Map<string, { familyVariant: string | null; parent: string | null }>;
}

/** One kind of import: how a file of it is recognised, and how it is imported. */
export interface KindImporter {
  kind: ImportKind;
  /**
   * Whether a file is of this kind, from its name and, for CSV/XLSX files, its header's fields
   * (null for other files and folders); used when no kind is given.
   */
  detect(file: string, header: string[] | null): boolean;
  /** Imports one file (a folder, for assets). */
  run(deps: Deps, file: string, options: ImportRun): Promise<ImportReport>;
}
