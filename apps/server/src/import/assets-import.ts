import { createHash, randomUUID } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { noteChanges } from '../db/changes.ts';
import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { imageSize } from '../lib/image.ts';
import { mediaKind, mimeType } from '../lib/media-types.ts';
import { localeSettings } from '../modules/locales/index.ts';
import {
  archiveImportedAssetsExcept,
  importedAssets,
  writeImportedAsset,
  type ImportedAsset,
} from '../modules/media/index.ts';
import { assetKey } from '../storage/keys.ts';
import { readCsv } from './csv-reader.ts';
import { commaList, hasControlCharacters, hashOf, runImport } from './import-batches.ts';
import type { ImportRun, KindImporter } from './import-kind.ts';
import { emptyReport, keepFirstLines, LISTED_REJECTIONS, type ImportReport } from './import-report.ts';
import type { Rejection } from './row-mapping.ts';
import { resolveInside } from './safe-path.ts';

/** The metadata file of a folder, by these names (any case). */
const METADATA_NAMES = ['metadata.csv', 'assets.csv'];
const FIXED_COLUMNS = new Set(['path', 'scopes', 'tags', 'products', 'name']);
const NAME_COLUMN = /^name-([a-z]{2,3}_[A-Z]{2})$/;
const DEFAULT_BATCH = 100;
const MAX_NAME = 200;

/** A metadata row, checked. */
interface AssetMeta {
  line: number;
  name: string | null;
  names: Record<string, string>;
  scopes: string[];
  tags: string[];
  products: string[];
}

/** A file of the folder to import. */
interface FolderFile {
  /** Relative to the folder, with `/`: the asset's identity. */
  sourcePath: string;
  file: string;
}

interface Lookup {
  scopes: Map<string, number>;
  tags: Map<string, number>;
  products: Map<string, number>;
  locales: Set<string>;
}

/** Where the folder and its metadata file are: a folder (its metadata file found by name), or the metadata file itself. */
function locate(target: string): { root: string; metadata: string | null } {
  if (fsSync.statSync(target).isDirectory()) {
    const names = fsSync.readdirSync(target);
    const found = names.find((n) => METADATA_NAMES.includes(n.toLowerCase()));
    return { root: target, metadata: found ? path.join(target, found) : null };
  }
  return { root: path.dirname(target), metadata: target };
}

const normalizePath = (text: string) =>
  text
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '');

/** Reads the metadata rows by path; refused rows are reported and left out. */
async function readMetadata(
  file: string,
  lookup: Lookup,
  reject: (rejections: Rejection[], counts?: boolean) => void,
): Promise<{ rows: Map<string, AssetMeta>; refusedPaths: Set<string>; ok: boolean }> {
  const rows = new Map<string, AssetMeta>();
  const refusedPaths = new Set<string>();
  const input = fsSync.createReadStream(file);
  const reader = readCsv(input);
  const first = await reader.next();
  if (first.done) return { rows, refusedPaths, ok: true };
  const header = first.value.fields.map((f) => f.trim());
  const headerRejections: Rejection[] = [];
  for (const column of header) {
    const locale = NAME_COLUMN.exec(column)?.[1];
    if (locale ? !lookup.locales.has(locale) : !FIXED_COLUMNS.has(column))
      headerRejections.push({
        line: 1,
        column,
        reason: locale ? `unknown locale "${locale}"` : `unknown column "${column}"`,
      });
  }
  if (!header.includes('path'))
    headerRejections.push({ line: 1, column: 'path', reason: 'the header has no path column' });
  if (headerRejections.length) {
    reject(headerRejections, false);
    return { rows, refusedPaths, ok: false };
  }
  const at = (column: string) => header.indexOf(column);
  for await (const record of reader) {
    const line = record.line;
    const cell = (column: string) => (at(column) < 0 ? '' : (record.fields[at(column)] ?? ''));
    const rejections: Rejection[] = [];
    const refuse = (column: string, reason: string) => rejections.push({ line, column, reason });
    header.forEach((column, i) => {
      if (hasControlCharacters(record.fields[i] ?? ''))
        refuse(column, 'the value holds a NUL or control character');
    });
    const sourcePath = normalizePath(cell('path'));
    if (!sourcePath) refuse('path', 'a path is required');
    else if (
      path.posix.isAbsolute(sourcePath) ||
      path.win32.isAbsolute(sourcePath) ||
      /^[a-z]+:/i.test(sourcePath)
    )
      refuse('path', `"${sourcePath}" is absolute: name files relative to the folder`);
    else if (sourcePath.split('/').includes('..'))
      refuse('path', `"${sourcePath}" climbs out of the folder (..)`);
    else if (rows.has(sourcePath) || refusedPaths.has(sourcePath))
      refuse('path', `"${sourcePath}" is given twice`);
    const scopes = commaList(cell('scopes'));
    for (const s of scopes) if (!lookup.scopes.has(s)) refuse('scopes', `unknown scope "${s}"`);
    const tags = commaList(cell('tags'));
    for (const s of tags) if (!lookup.tags.has(s)) refuse('tags', `unknown tag "${s}"`);
    const products = commaList(cell('products'));
    for (const s of products) if (!lookup.products.has(s)) refuse('products', `unknown sku "${s}"`);
    const names: Record<string, string> = {};
    for (const column of header) {
      const locale = NAME_COLUMN.exec(column)?.[1];
      const value = cell(column).trim();
      if (locale && value) names[locale] = value;
      if ((locale || column === 'name') && [...value].length > MAX_NAME)
        refuse(column, `longer than ${MAX_NAME} characters`);
    }
    if (rejections.length) {
      if (sourcePath) refusedPaths.add(sourcePath);
      reject(rejections);
      continue;
    }
    rows.set(sourcePath, { line, name: cell('name').trim() || null, names, scopes, tags, products });
  }
  return { rows, refusedPaths, ok: true };
}

/** Every file of the folder (hidden ones and the metadata file left out); links leading out are refused. */
async function folderFiles(
  root: string,
  metadata: string | null,
  reject: (file: string, reason: string) => void,
): Promise<FolderFile[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const files: FolderFile[] = [];
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    const sourcePath = path.relative(root, file).split(path.sep).join('/');
    if (sourcePath.split('/').some((p) => p.startsWith('.'))) continue;
    if (metadata && path.resolve(file) === path.resolve(metadata)) continue;
    if (entry.isSymbolicLink()) {
      const resolved = await resolveInside(root, sourcePath);
      if ('reason' in resolved) {
        reject(sourcePath, resolved.reason);
        continue;
      }
      files.push({ sourcePath, file: resolved.file });
    } else if (entry.isFile()) files.push({ sourcePath, file });
  }
  return files.sort((a, b) => (a.sourcePath < b.sourcePath ? -1 : 1));
}

async function hashFile(file: string): Promise<{ hash: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fsSync.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { hash: hash.digest('hex'), size };
}

/** Whether any asset or content still names a stored file: a replaced file is removed only when none does. */
async function storageKeyInUse(db: Database, key: string): Promise<boolean> {
  const [asset, attachment, thumbnail] = await Promise.all([
    db.selectFrom('asset').select('id').where('storage_key', '=', key).limit(1).executeTakeFirst(),
    db
      .selectFrom('content_attachment')
      .select('id')
      .where('storage_key', '=', key)
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('content').select('id').where('thumbnail_key', '=', key).limit(1).executeTakeFirst(),
  ]);
  return Boolean(asset ?? attachment ?? thumbnail);
}

/** Assets from a folder (recursive) with an optional metadata CSV; see docs/import.md. */
export async function importAssets(
  deps: Deps,
  target: string,
  options: ImportRun = {},
): Promise<ImportReport> {
  const name = path.basename(target);
  const dryRun = options.dryRun === true;
  const report: ImportReport = { ...emptyReport(name, dryRun), kind: 'assets' };
  if (options.full) report.archived = 0;
  const { root, metadata } = locate(target);
  const metadataName = metadata ? path.relative(path.dirname(root), metadata) : name;
  const folderName = path.basename(root);
  const push = (file: string, rejections: Rejection[], counts = true) => {
    if (counts) report.rejected++;
    for (const r of rejections) report.rejections.push({ file, ...r });
    if (report.rejections.length > 4 * LISTED_REJECTIONS) keepFirstLines(report);
  };

  const [scopes, tags, products, { codes }] = await Promise.all([
    deps.db.selectFrom('asset_scope').select(['id', 'code']).execute(),
    deps.db.selectFrom('asset_tag').select(['id', 'code']).execute(),
    deps.db.selectFrom('product').select(['id', 'sku']).execute(),
    localeSettings(deps.db),
  ]);
  const lookup: Lookup = {
    scopes: new Map(scopes.map((s) => [s.code, s.id])),
    tags: new Map(tags.map((t) => [t.code, t.id])),
    products: new Map(products.map((p) => [p.sku, p.id])),
    locales: new Set(codes),
  };
  const meta = metadata
    ? await readMetadata(metadata, lookup, (rejections, counts) => {
        if (counts !== false) report.read++;
        push(metadataName, rejections, counts);
      })
    : { rows: new Map<string, AssetMeta>(), refusedPaths: new Set<string>(), ok: true };
  // A metadata file of another shape: nothing is imported rather than files without their metadata.
  if (!meta.ok) {
    keepFirstLines(report);
    return report;
  }
  const files = await folderFiles(root, metadata, (sourcePath, reason) => {
    report.read++;
    const row = meta.rows.get(sourcePath);
    push(row ? metadataName : `${folderName}/${sourcePath}`, [
      { line: row?.line ?? 0, column: row ? 'path' : null, reason },
    ]);
  });
  const present = new Set([...files.map((f) => f.sourcePath), ...meta.refusedPaths]);
  for (const [sourcePath, row] of meta.rows)
    if (!present.has(sourcePath)) {
      report.read++;
      push(metadataName, [
        { line: row.line, column: 'path', reason: `no file "${sourcePath}" in the folder` },
      ]);
      present.add(sourcePath);
    }
  const totalBytes = files.reduce((sum, f) => sum + fsSync.statSync(f.file).size, 0);
  let bytes = 0;
  let changed = false;
  const replacedKeys: string[] = [];

  await runImport(deps, dryRun, async (inBatch) => {
    const batchSize = options.batchSize ?? DEFAULT_BATCH;
    const todo = files.filter((f) => !meta.refusedPaths.has(f.sourcePath));
    for (let i = 0; i < todo.length; i += batchSize) {
      const part = todo.slice(i, i + batchSize);
      const stored = await inBatch((db) =>
        importedAssets(
          db,
          part.map((f) => f.sourcePath),
        ),
      );
      const writes: { asset: ImportedAsset; id?: number; oldKey?: string }[] = [];
      const storedKeys: string[] = [];
      let unchanged = 0;
      try {
        for (const entry of part) {
          report.read++;
          const row = meta.rows.get(entry.sourcePath);
          const where = row
            ? { file: metadataName, line: row.line, column: 'path' }
            : { file: `${folderName}/${entry.sourcePath}`, line: 0, column: null };
          const refuse = (reason: string) =>
            push(where.file, [{ line: where.line, column: where.column, reason }]);
          const match = /^(.+)\.([a-zA-Z0-9]{1,8})$/.exec(path.posix.basename(entry.sourcePath));
          if (!match) {
            refuse(`"${entry.sourcePath}" needs an extension`);
            continue;
          }
          const ext = match[2].toLowerCase();
          const { hash, size } = await hashFile(entry.file);
          bytes += size;
          const kind = mediaKind(ext);
          const dimensions = kind === 'raster' || kind === 'svg' ? await imageSize(entry.file) : null;
          if ((kind === 'raster' || kind === 'svg') && !dimensions) {
            // Nothing is stored for it.
            refuse(
              `"${entry.sourcePath}" is not an image that can be read (corrupt or not a ${ext.toUpperCase()})`,
            );
            continue;
          }
          const described = {
            name: row?.name ?? match[1],
            names: row?.names ?? {},
            scopes: row?.scopes ?? [],
            tags: row?.tags ?? [],
            products: row?.products ?? [],
            ext,
          };
          const importHash = hashOf(described);
          const before = stored.get(entry.sourcePath);
          if (before && before.fileHash === hash && before.importHash === importHash && !before.archived) {
            unchanged++;
            continue;
          }
          const asset: ImportedAsset = {
            sourcePath: entry.sourcePath,
            name: described.name,
            names: described.names,
            ext,
            mime: mimeType(ext),
            importHash,
            scopeIds: described.scopes.map((s) => lookup.scopes.get(s)!),
            tagIds: described.tags.map((s) => lookup.tags.get(s)!),
            productIds: described.products.map((s) => lookup.products.get(s)!),
          };
          if (!before || before.fileHash !== hash) {
            // A new or changed file gets a new key: a key's content never changes (renditions, caches).
            const key = assetKey(randomUUID(), ext);
            if (!dryRun) {
              await deps.storage.put(key, fsSync.createReadStream(entry.file), mimeType(ext));
              storedKeys.push(key);
            }
            asset.file = {
              storageKey: key,
              hash,
              size,
              width: dimensions?.width ?? null,
              height: dimensions?.height ?? null,
            };
          }
          writes.push({
            asset,
            id: before?.id,
            oldKey: asset.file && before ? before.storageKey : undefined,
          });
        }
        const counts = await inBatch(async (db) => {
          const done = { created: 0, updated: 0 };
          for (const w of writes) {
            await writeImportedAsset(db, w.asset, w.id);
            done[w.id === undefined ? 'created' : 'updated']++;
          }
          return done;
        });
        report.created += counts.created;
        report.updated += counts.updated;
        report.unchanged += unchanged;
        replacedKeys.push(...writes.flatMap((w) => (w.oldKey ? [w.oldKey] : [])));
      } catch (error) {
        // The batch's rows are not written: neither stay its files.
        for (const key of storedKeys) await deps.storage.delete(key).catch(() => undefined);
        throw error;
      }
      options.onProgress?.({ rows: report.read, bytes, totalBytes });
    }
    if (options.full) {
      if (!present.size) throw new Error(`${name}: a full import needs at least one file`);
      report.archived = await inBatch((db) => archiveImportedAssetsExcept(db, [...present]));
    }
    changed = report.created + report.updated + (report.archived ?? 0) > 0;
  });
  options.onProgress?.({ rows: report.read, bytes, totalBytes });
  keepFirstLines(report);
  if (!dryRun) {
    // Files replaced by a new version; their renditions age out of the rendition cache.
    for (const key of replacedKeys)
      if (!(await storageKeyInUse(deps.db, key))) await deps.storage.delete(key).catch(() => undefined);
    if (changed) await noteChanges(deps.db, options, 'assets');
  }
  return report;
}

/** A folder named like `assets`/`media`, or a metadata file named `metadata.csv`/`assets.csv` with a `path` column. */
export const assetsImporter: KindImporter = {
  kind: 'assets',
  detect: (file, header) => {
    const name = path.basename(file).toLowerCase();
    if (header !== null) return METADATA_NAMES.includes(name) && header.includes('path');
    try {
      return /^(assets?|media|files)$/.test(name) && fsSync.statSync(file).isDirectory();
    } catch {
      return false;
    }
  },
  run: importAssets,
};
