import type { Readable } from 'node:stream';
import type { AdminImportJob, ConsoleImportKind, DETECTED_IMPORT_KIND } from '@vitrine/contract';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';

/** A file the console sends to be imported: its body as it arrives, and how to import it. */
export interface SentImport {
  /** Its kind, or `auto`: told from the file when the import starts. */
  kind: ConsoleImportKind | typeof DETECTED_IMPORT_KIND;
  name: string;
  body: Readable;
  options: { dryRun: boolean; full: boolean };
  by: { userId: number };
  /** Written in the transaction that records the import (its audit entry). */
  alongside: (db: Database, importId: string) => Promise<void>;
}

/** An import as the admin API answers it, and who started it: an administrator or a token's name. */
export interface ImportRecord {
  job: AdminImportJob;
  userId: number | null;
  tokenName: string | null;
}

/**
 * The background imports the console starts and lists: the admin area's, which runs the
 * importers. An area may not import its callers, so the admin area offers them to the app
 * (`app.backgroundImports`) and the console uses them from there.
 */
export interface BackgroundImports {
  /** Stores the file and queues its import; answers it queued. */
  start(deps: Deps, file: SentImport): Promise<AdminImportJob>;
  /** Imports newest first, a page at a time. */
  list(
    deps: Deps,
    page: { limit: number; offset: number },
  ): Promise<{ records: ImportRecord[]; total: number }>;
  read(deps: Deps, id: string): Promise<ImportRecord | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundImports: BackgroundImports;
  }
}
