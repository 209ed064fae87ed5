import { EXPORT_FOLDER, IMPORT_FOLDER, RENDITION_FOLDER } from '../storage/keys.ts';

/** The name every backup's manifest and JSON lines carry, and the version this server writes and reads. */
export const BACKUP_FORMAT = 'vitrine-backup';
export const BACKUP_VERSION = 1;

/** The folders of a backup, beside its manifest.json. */
export const DATA_FOLDER = 'data';
export const FILES_FOLDER = 'files';

/** One file of a backup, as its manifest lists it. */
export interface ManifestFile {
  /** Relative to the backup's folder, with `/` (`data/012-product.jsonl`, `files/assets/ab/cd/….jpg`). */
  path: string;
  size: number;
  sha256: string;
  /** Data files: the table and how many rows. */
  table?: string;
  rows?: number;
}

/** `manifest.json`: what the backup holds and where it comes from. */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The last migration of the database it was made from: a newer one than this server knows is refused. */
  migration: string | null;
  createdAt: string;
  /** Rows per table and stored files, for a look without reading the files. */
  counts: { tables: Record<string, number>; files: number };
  /** The data files in import order, then the stored files. */
  files: ManifestFile[];
}

/** The first line of every data file: a lone `.jsonl` file is checked as a whole backup is. */
export interface JsonlHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  migration: string | null;
}

/**
 * Tables a backup leaves out, and why. Every other table of the schema is carried whole, so a
 * table a new migration adds is backed up without a change here.
 */
export const LEFT_OUT_TABLES: Record<string, string> = {
  kysely_migration: "the target's own schema history (the manifest names the last migration)",
  kysely_migration_lock: "the target's own migration lock",
  auth_token: 'sessions and password-reset tokens: secrets that expire; people sign in again',
  pending_registration: 'unconfirmed sign-ups: a password hash and a token that expire within days',
  asset_download: 'download manifests: links that expire within hours',
  job: 'background jobs and their outcomes: work of the running instance',
  rendition: 'the rendition cache: remade on first request',
  admin_token: "the admin API's tokens (their hashes): secrets; create new ones with `npm run token create`",
  admin_import: "files pushed to the admin API and their imports' progress: work of the running instance",
  facet_count: 'derived: recomputed after the import',
  category_facet_count: 'derived: recomputed after the import',
  search_word: 'derived: the search vocabulary, recomputed after the import',
  product_code: "derived: each product's identifier keys, kept from `product.identifiers` by a trigger",
  product_search: 'derived: what a search reads of each listed product, kept from `product` by a trigger',
  content_search: 'derived: what a search reads of each content translation, kept by a trigger',
  search_word_variant: 'derived: the search vocabulary, recomputed after the import',
};

/** Columns a backup leaves out (secrets), by table. */
export const LEFT_OUT_COLUMNS: Record<string, string[]> = {
  portal_user: ['password_hash'],
};

/** Settings a backup leaves out: the key that signs links and tokens stays with its installation. */
export const LEFT_OUT_SETTINGS = ['signing_secret'];

/** Storage folders a backup leaves out: caches and files made on request, which expire. */
export const LEFT_OUT_FOLDERS = [RENDITION_FOLDER, EXPORT_FOLDER, IMPORT_FOLDER];

/** What an imported user without a password is given: matches no password until one is set. */
export const NO_PASSWORD = '!restored';

/** Whether a storage key belongs in a backup. */
export const isBackedUpKey = (key: string) =>
  !LEFT_OUT_FOLDERS.some((folder) => key.startsWith(`${folder}/`));
