import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { migrations } from '../db/migrations/index.ts';
import type { Storage } from '../storage/storage.ts';
import { assertSafeKey } from '../storage/storage.ts';
import type { Rejection } from '../lib/rejection.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  FILES_FOLDER,
  type Manifest,
  type ManifestFile,
} from './backup-format.ts';

/** A backup this server cannot read: nothing was written. */
export class BackupRefused extends Error {}

/**
 * Why a backup (its manifest or a data file's header) cannot be imported here, or null: another
 * format, a newer format version, or a database newer than this server's migrations.
 */
export function refusal(value: Record<string, unknown>, where: string): string | null {
  if (value.format !== BACKUP_FORMAT)
    return `${where} is not a Vitrine backup (format "${String(value.format)}")`;
  if (typeof value.version !== 'number' || value.version > BACKUP_VERSION)
    return `${where} is in backup format version ${String(value.version)}, newer than this server reads (${BACKUP_VERSION}): import it with the Vitrine version that made it or a newer one`;
  if (typeof value.migration === 'string' && !(value.migration in migrations))
    return `${where} comes from a database migrated to "${value.migration}", which this server does not know: upgrade this server first`;
  return null;
}

/** The manifest of a backup folder, checked. */
export function readManifest(folder: string): Manifest {
  const file = path.join(folder, 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new BackupRefused(
      `${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const refused = refusal(manifest as unknown as Record<string, unknown>, 'manifest.json');
  if (refused) throw new BackupRefused(refused);
  if (!Array.isArray(manifest.files)) throw new BackupRefused('manifest.json lists no files');
  return manifest;
}

/** SHA-256 and size of a file, read as a stream. */
export async function sumFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Data files that are missing or differ from the manifest (damaged or edited): refused before any write. */
export async function checkDataFiles(folder: string, files: ManifestFile[]): Promise<void> {
  for (const entry of files) {
    const file = path.join(folder, entry.path);
    if (!fs.existsSync(file)) throw new BackupRefused(`${entry.path} is missing from the backup`);
    const sum = await sumFile(file);
    if (sum.sha256 !== entry.sha256 || sum.size !== entry.size)
      throw new BackupRefused(
        `${entry.path} differs from the manifest's SHA-256: the backup is damaged or was edited`,
      );
  }
}

/** What copying the stored files came to. */
export interface FilesOutcome {
  copied: number;
  unchanged: number;
  rejections: (Rejection & { file: string })[];
}

/**
 * Copies the backup's stored files into storage under their own keys, each checked against the
 * manifest's SHA-256 as it streams (a file that differs is removed again and reported). A key the
 * storage already holds at the same size is left alone: stored files never change under a key.
 * A dry run only checks the files against the manifest.
 */
export async function copyFiles(
  storage: Storage,
  folder: string,
  files: ManifestFile[],
  dryRun: boolean,
): Promise<FilesOutcome> {
  const outcome: FilesOutcome = { copied: 0, unchanged: 0, rejections: [] };
  for (const entry of files) {
    const key = entry.path.slice(FILES_FOLDER.length + 1);
    const refuse = (reason: string) =>
      outcome.rejections.push({ file: entry.path, line: 1, column: null, reason });
    try {
      assertSafeKey(key);
    } catch {
      refuse('not a storage key the portal makes');
      continue;
    }
    const source = path.join(folder, entry.path);
    if (!fs.existsSync(source)) {
      refuse('missing from the backup');
      continue;
    }
    const stored = await storage.stat(key);
    if (stored && stored.size === entry.size) {
      outcome.unchanged++;
      continue;
    }
    if (dryRun) {
      const sum = await sumFile(source);
      if (sum.sha256 !== entry.sha256) refuse("differs from the manifest's SHA-256: would not be copied");
      continue;
    }
    const hash = createHash('sha256');
    const summing = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    const put = storage.put(key, summing);
    await Promise.all([pipeline(fs.createReadStream(source), summing), put]);
    if (hash.digest('hex') !== entry.sha256) {
      await storage.delete(key);
      refuse("differs from the manifest's SHA-256: not copied");
      continue;
    }
    outcome.copied++;
  }
  return outcome;
}
