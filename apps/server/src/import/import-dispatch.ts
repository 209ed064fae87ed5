import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_KINDS, type ImportKind } from '@vitrine/contract';
import { ChangeNotices } from '../db/changes.ts';
import type { Deps } from '../deps.ts';
import { readCsv } from './csv-reader.ts';
import { readXlsx } from './table-reader.ts';
import type { ImportRun, KindImporter } from './import-kind.ts';
import type { ImportReport } from './import-report.ts';
import { akeneoProductsImporter, productModelsImporter } from './akeneo/akeneo-importers.ts';
import {
  akeneoSettingsImporter,
  associationTypesImporter,
  familyVariantsImporter,
} from './akeneo/akeneo-settings.ts';
import { addNote, emptyReport } from './import-report.ts';
import { unpackZip, UnsafeZipError } from './zip-folder.ts';
import { assetsImporter } from './assets-import.ts';
import { assetScopesImporter, assetTagsImporter } from './reference/asset-taxonomy-import.ts';
import { jsonlImporter } from './jsonl-import.ts';
import { contentsImporter } from './contents-import.ts';
import { formsImporter } from './forms-import.ts';
import { productsImporter } from './products-importer.ts';
import { usersImporter } from './users-import.ts';
import { attributeSetsImporter } from './reference/attribute-sets-import.ts';
import { attributesImporter } from './reference/attributes-import.ts';
import { categoriesImporter } from './reference/categories-import.ts';
import { optionsImporter } from './reference/options-import.ts';

/**
 * Every kind of import, one importer each (a kind may have several, e.g. the portal's simple layout
 * and Akeneo's: detection picks among them, and `--kind` alone takes the first that recognises the
 * file, else the first listed). Add one line per importer.
 */
export const KIND_IMPORTERS: readonly KindImporter[] = [
  productsImporter,
  akeneoProductsImporter,
  productModelsImporter,
  categoriesImporter,
  attributesImporter,
  optionsImporter,
  attributeSetsImporter,
  akeneoSettingsImporter,
  familyVariantsImporter,
  associationTypesImporter,
  assetScopesImporter,
  assetTagsImporter,
  assetsImporter,
  contentsImporter,
  formsImporter,
  usersImporter,
  jsonlImporter,
  // One line per importer; folders are imported in IMPORT_KINDS order whatever the order here.
];

/** A file or folder the command cannot import as asked: a usage error, nothing was written. */
export class ImportUsageError extends Error {}

const kindList = () => IMPORT_KINDS.join(', ');

/** Files whose first record is a header the detection reads. */
const TABLE = /\.(csv|tsv|txt|xlsx)$/i;
/** An Akeneo export job's download: its file with the `files/…` media its rows name. */
const ZIP = /\.zip$/i;
/** What a folder's file that no importer recognises is told. */
export const NOT_IMPORTABLE = 'not an Akeneo export or portal file: skipped';
/** A backup written by `export-data` holds this file at its top: the folder goes whole to `jsonl`. */
export const BACKUP_MANIFEST = 'manifest.json';

/** The fields of a CSV or XLSX file's first record (null for other files, folders and empty files). */
export async function readFirstRecord(file: string): Promise<string[] | null> {
  if (!TABLE.test(file) || !fs.statSync(file).isFile()) return null;
  const xlsx = /\.xlsx$/i.test(file);
  const records = xlsx ? readXlsx(file) : readCsv(fs.createReadStream(file, { highWaterMark: 16 * 1024 }));
  try {
    const first = await records.next();
    return first.done ? null : first.value.fields.map((f) => f.trim());
  } catch (error) {
    if (xlsx) throw new ImportUsageError(`${path.basename(file)} is not a readable XLSX file`);
    throw error;
  } finally {
    await records.return(undefined);
  }
}

/** The importer of a file: of the given kind, or detected from its name and header. */
export async function chooseImporter(
  file: string,
  kind?: ImportKind,
  importers: readonly KindImporter[] = KIND_IMPORTERS,
): Promise<KindImporter> {
  const header = await readFirstRecord(file);
  const name = path.basename(file);
  if (kind) {
    const ofKind = importers.filter((i) => i.kind === kind);
    if (!ofKind.length)
      throw new ImportUsageError(
        `The kind "${kind}" cannot be imported here yet; these can: ${[...new Set(importers.map((i) => i.kind))].join(', ')}.`,
      );
    return ofKind.find((i) => i.detect(file, header)) ?? ofKind[0];
  }
  const matches = importers.filter((i) => i.detect(file, header));
  const kinds = [...new Set(matches.map((i) => i.kind))];
  if (kinds.length === 1) return matches[0];
  if (!kinds.length)
    throw new ImportUsageError(
      `Cannot tell what ${name} holds${header ? ` (header: ${header.slice(0, 6).join(', ')}${header.length > 6 ? ', …' : ''})` : ''}: give --kind, one of ${kindList()}.`,
    );
  throw new ImportUsageError(`${name} could be ${kinds.join(' or ')}: give --kind, one of ${kindList()}.`);
}

/** One step of a folder's import: a file and its importer, or a file skipped (importer null) with a note. */
export interface PlannedImport {
  kind: ImportKind | null;
  file: string;
  importer: KindImporter | null;
  note?: string;
}

/**
 * How a folder is imported: each file (and sub-folder, for assets) classified from its header and
 * name, each zip (an Akeneo export job's download) unpacked into `scratch` and its files classified
 * alike, then the steps in the order of IMPORT_KINDS so that what a row names exists first; files of
 * one kind by name. A file no importer recognises, or a zip that is unsafe to unpack, is a step
 * skipped with a note (last). A backup folder (with manifest.json) is one `jsonl` step. Hidden
 * files are skipped.
 */
export async function planFolder(
  folder: string,
  importers: readonly KindImporter[] = KIND_IMPORTERS,
  scratch?: string[],
): Promise<PlannedImport[]> {
  const entries = fs.readdirSync(folder);
  if (entries.includes(BACKUP_MANIFEST) && fs.statSync(path.join(folder, BACKUP_MANIFEST)).isFile())
    return [{ kind: 'jsonl', file: folder, importer: await chooseImporter(folder, 'jsonl', importers) }];
  const steps = await classify(folder, entries, importers, scratch ?? []);
  if (!steps.some((s) => s.importer)) throw new ImportUsageError(`${folder} holds nothing to import.`);
  return ordered(steps);
}

/** Steps in the order of IMPORT_KINDS (Array.sort is stable: files of one kind stay in name order); skipped ones last. */
const ordered = (steps: PlannedImport[]) => {
  const order = (kind: ImportKind | null) =>
    kind === null ? IMPORT_KINDS.length : IMPORT_KINDS.indexOf(kind);
  return steps.sort((a, b) => order(a.kind) - order(b.kind));
};

/** The steps of a folder's entries (zips unpacked into folders added to `scratch`, once: none inside them). */
async function classify(
  folder: string,
  names: string[],
  importers: readonly KindImporter[],
  scratch: string[],
  zips = true,
): Promise<PlannedImport[]> {
  const steps: PlannedImport[] = [];
  for (const name of [...names].sort((a, b) => a.localeCompare(b))) {
    const file = path.join(folder, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (name.startsWith('.') || !stat || !(stat.isFile() || stat.isDirectory())) continue;
    if (zips && stat.isFile() && ZIP.test(name)) {
      steps.push(...(await unpacked(file, importers, scratch, false)));
      continue;
    }
    try {
      const importer = await chooseImporter(file, undefined, importers);
      steps.push({ kind: importer.kind, file, importer });
    } catch (error) {
      if (!(error instanceof ImportUsageError)) throw error;
      // A file that cannot be read says why; one that is read but of no kind is the usual note.
      const unreadable = error.message.endsWith('is not a readable XLSX file');
      steps.push({
        kind: null,
        file,
        importer: null,
        note: unreadable ? `${error.message}: skipped` : NOT_IMPORTABLE,
      });
    }
  }
  // An Akeneo export's media folder: its product files name the files in it.
  const exported = steps.some(
    (s) => s.importer === akeneoProductsImporter || s.importer === productModelsImporter,
  );
  return exported
    ? steps.filter((s) => !(path.basename(s.file) === 'files' && fs.statSync(s.file).isDirectory()))
    : steps;
}

/**
 * A zip's steps: its files, unpacked into a folder of their own (the zips in it too when `zips`, a
 * level no deeper); one skipped step when it is unsafe.
 */
async function unpacked(
  zip: string,
  importers: readonly KindImporter[],
  scratch: string[],
  zips: boolean,
): Promise<PlannedImport[]> {
  const into = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-import-'));
  scratch.push(into);
  try {
    await unpackZip(zip, into);
  } catch (error) {
    if (!(error instanceof UnsafeZipError)) throw error;
    return [
      { kind: null, file: zip, importer: null, note: `${error.message}: nothing of the zip is imported` },
    ];
  }
  return classify(into, fs.readdirSync(into), importers, scratch, zips);
}

/** What a file or folder import is given. */
export interface ImportTarget extends ImportRun {
  /** The kind of the file (a folder's files are always detected). */
  kind?: ImportKind;
  /** Told before each file of a folder starts. */
  onFile?: (step: PlannedImport, index: number, count: number) => void;
  /** The importers to choose from (tests); the registry by default. */
  importers?: readonly KindImporter[];
}

/**
 * Imports a file, or a folder in dependency order. A folder's import stops at the first file whose
 * import fails (its error thrown); the files before it stay imported. `--full` applies to each file.
 */
export async function importPath(
  deps: Deps,
  target: string,
  options: ImportTarget = {},
): Promise<ImportReport[]> {
  const { kind, onFile, importers = KIND_IMPORTERS, ...run } = options;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    throw new ImportUsageError(`${target} does not exist.`);
  }
  // What an Akeneo export's settings tell the files after them, for this run only.
  run.akeneo ??= {};
  // The search words and counts are redone once, after the last file (or the one that failed); the
  // vocabulary only from the rows written since the run began.
  const changes = new ChangeNotices({ since: new Date() });
  run.changes = changes;
  const scratch: string[] = [];
  try {
    const steps =
      stat.isDirectory() && kind === undefined
        ? await planFolder(target, importers, scratch)
        : kind === undefined && ZIP.test(target)
          ? // A zip given itself may be a folder packed whole, zips of export jobs included.
            ordered(await unpacked(target, importers, scratch, true))
          : [await chooseImporter(target, kind, importers)].map((importer): PlannedImport => ({
              kind: importer.kind,
              file: target,
              importer,
            }));
    const reports: ImportReport[] = [];
    for (const [index, step] of steps.entries()) {
      onFile?.(step, index, steps.length);
      if (!step.importer) {
        const skipped = emptyReport(path.basename(step.file), run.dryRun === true);
        addNote(skipped, step.note ?? NOT_IMPORTABLE);
        reports.push(skipped);
        continue;
      }
      const started = performance.now();
      const report = await step.importer.run(deps, step.file, run);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      reports.push({ ...report, kind: report.kind ?? step.kind ?? undefined, seconds });
    }
    await changes.settle(deps.db);
    return reports;
  } catch (error) {
    // The files before the one that failed stay imported: their words and counts are redone too,
    // and the import's own error is the one told.
    await changes.settle(deps.db).catch(() => undefined);
    throw error;
  } finally {
    for (const folder of scratch) fs.rmSync(folder, { recursive: true, force: true });
  }
}
