import { findUnstorableText, type Mapping } from '@vitrine/contract';
import fs from 'node:fs';
import path from 'node:path';
import { ChangeNotices, noteChanges } from '../db/changes.ts';
import { commitWithoutWaiting } from '../db/commit-without-waiting.ts';
import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { productMapping } from '../modules/config/index.ts';
import {
  archiveAbsentProducts,
  loadAncestors,
  productChanged,
  storedProducts,
  writeProducts,
  type Lineage,
  type ProductState,
} from '../modules/products/index.ts';
import type { ImportRun } from './import-kind.ts';
import { runImport, type InBatch } from './import-batches.ts';
import { loadCatalogueLookup, type CatalogueLookup } from './catalogue-lookup.ts';
import { productLayout } from './akeneo/product-layout.ts';
import { readCsv, type CsvRecord } from './csv-reader.ts';
import { isXlsx, openTable, type TableRecords } from './table-reader.ts';
import { addNote, addRejections, emptyReport, keepFirstLines, type ImportReport } from './import-report.ts';
import { merge } from './product-upsert.ts';
import type { ProductDraft, Rejection } from './row-mapping.ts';

export type ImportOptions = ImportRun;

/** Batches written at once, each on a connection of its own. */
const WRITERS = 2;
const DEFAULT_BATCH = 500;

/** Imports a CSV or XLSX file in the portal's simple layout or an Akeneo export's; see docs/import.md. */
export async function importProductFile(
  deps: Deps,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  // A quoted field left open refuses its row, not the import.
  const table = isXlsx(file)
    ? openTable(file)
    : { records: readCsv(fs.createReadStream(file), { unclosed: 'record' }), file };
  return importProducts(deps, path.basename(file), table, options);
}

export async function importProducts(
  deps: Deps,
  name: string,
  input: TableRecords | AsyncIterable<string | Buffer>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report = emptyReport(name, options.dryRun === true);
  // Every row written carries a later time: an import on its own redoes the words of those only.
  const started = new Date();
  if (options.full) report.archived = 0;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const lookup = await loadCatalogueLookup(deps.db);
  // The layout is read from the header before any transaction (an Akeneo export may set the mapping).
  const records = ('records' in input ? input.records : readCsv(input, { unclosed: 'record' }))[
    Symbol.asyncIterator
  ]();
  const header = await records.next();
  const layout = header.done
    ? null
    : await productLayout(
        deps,
        name,
        header.value.fields,
        lookup,
        options,
        'file' in input ? input.file : undefined,
      );
  // A portal not set up yet has no mapping.
  const mapping = (await productMapping(deps)) as Mapping | undefined;
  const rich = new Set(mapping?.longDescription ?? []);
  const run = async (inBatch: InBatch) => {
    if (!layout) return;
    const skuColumn = layout.skuColumn;
    const headerFields = header.done ? [] : header.value.fields.map((f) => f.trim());
    // A sheet's row ends at its last value: fewer cells than the header's are empty ones.
    const sheet = 'records' in input && input.file !== undefined && isXlsx(input.file);
    const seen = new Set<string>();
    // Every sku of the file, refused rows' too: a full import archives only the others.
    const present = new Set<string>();
    // Variants whose parent was neither stored nor written yet: it may come later in the file.
    const waiting: ProductDraft[] = [];
    let batch: ProductDraft[] = [];
    // One batch is written while the next is read and checked: the file's rows and the database's
    // work overlap. Writes stay one at a time and in file order (a batch finds the products of the
    // batches before it stored).
    // Two batches are written at once, each in its own transaction, while the next is read and
    // checked: the database's work spreads over two connections. A variant whose parent is in a
    // batch not committed yet waits for the second pass, as one whose parent comes later does.
    const writing = new Set<Promise<void>>();
    const flush = async () => {
      const drafts = batch;
      batch = [];
      // A dry run has one transaction: its batches go one after the other.
      if (writing.size >= (options.dryRun ? 1 : WRITERS)) await Promise.race(writing);
      if (!drafts.length) return;
      // A batch's commit does not wait for the disk: the refreshes' commit that ends the import
      // does (the same file imported again writes batches a crash lost).
      const write: Promise<void> = inBatch(async (trx) => {
        await commitWithoutWaiting(trx);
        await writeBatch(trx, drafts, lookup, report, waiting);
      }).finally(() => writing.delete(write));
      writing.add(write);
      // Its failure is thrown when the writes are awaited; until then it must not count as unhandled.
      write.catch(() => undefined);
    };
    for await (const record of { [Symbol.asyncIterator]: () => records }) {
      // A row of empty fields (a spreadsheet's trailing rows) is no row, as a blank line is not.
      if (record.fields.every((f) => f.trim() === '')) continue;
      report.read++;
      const sku = (record.fields[skuColumn] ?? '').trim();
      if (sku) present.add(sku);
      const broken = checkRecord(record, headerFields, skuColumn, sheet);
      if (broken.length) {
        addRejections(report, broken);
        continue;
      }
      const mapped = await layout.mapRow(record.fields, record.line);
      if ('rejections' in mapped) {
        addRejections(report, mapped.rejections);
        continue;
      }
      const draft = mapped.draft;
      if (seen.has(draft.sku)) {
        addRejections(report, [
          { line: draft.line, column: 'sku', reason: `duplicate sku "${draft.sku}" in the file` },
        ]);
        continue;
      }
      seen.add(draft.sku);
      sanitize(draft, rich);
      batch.push(draft);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    await Promise.all(writing);
    // Second pass: the waiting variants, parents before their own variants; a parent still unknown is missing.
    const { ordered, loops } = parentsFirst(waiting);
    for (const loop of loops) addRejections(report, loop);
    for (let i = 0; i < ordered.length; i += batchSize) {
      const drafts = ordered.slice(i, i + batchSize);
      await inBatch((trx) => writeBatch(trx, drafts, lookup, report));
    }
    if (layout.finish) await inBatch((trx) => layout.finish!(trx));
    for (const note of layout.notes ?? []) addNote(report, note);
    if (options.full) {
      // A file of no rows (or a truncated one) must not archive the whole catalogue.
      if (!present.size) throw new Error(`${name}: a full import needs at least one product row`);
      await inBatch(async (trx) => {
        report.archived = await archiveAbsentProducts(trx, [...present]);
      });
    }
  };

  // Each batch is one transaction: a failure leaves none of its rows written.
  await runImport(deps, options.dryRun === true, run);
  keepFirstLines(report);
  if (!options.dryRun && report.created + report.updated + (report.archived ?? 0) > 0) {
    // Part of a run, its end redoes them; on its own, now (the vocabulary from the rows written).
    const changes = options.changes ?? new ChangeNotices({ since: started });
    await noteChanges(deps.db, { changes }, 'products');
    if (!options.changes) await changes.settle(deps.db);
  }
  return report;
}

/** The longest sku or parent sku a row may name, in characters. */
export const MAX_SKU_LENGTH = 255;
/** The longest value a cell may hold, in characters (a long description with its HTML fits). */
export const MAX_CELL_LENGTH = 65_536;

/**
 * What makes a record unreadable whatever its layout: a quoted field never closed, a field count
 * other than the header's (values would land in the wrong columns), the header itself again (files
 * joined), a NUL character or an unpaired surrogate (no text column can store them), an over-long
 * value.
 */
function checkRecord(record: CsvRecord, header: string[], skuColumn: number, sheet: boolean): Rejection[] {
  const { line, fields } = record;
  if (record.error) return [{ line, column: null, reason: record.error }];
  if (fields.length > header.length || (fields.length < header.length && !sheet))
    return [{ line, column: null, reason: `${fields.length} fields, the header has ${header.length}` }];
  if (fields.every((f, i) => f.trim() === header[i]))
    return [{ line, column: null, reason: 'the header again (files joined?): not a product' }];
  const rejections: Rejection[] = [];
  for (const [i, field] of fields.entries()) {
    const column = header[i];
    const limit = i === skuColumn || column === 'parent' ? MAX_SKU_LENGTH : MAX_CELL_LENGTH;
    if (field.includes('\0'))
      rejections.push({ line, column, reason: 'a NUL character (byte 0) in the value' });
    else if (findUnstorableText(field) !== undefined)
      // A sheet may spell one as a character reference; it has no UTF-8 form to store.
      rejections.push({ line, column, reason: 'an unpaired surrogate (no Unicode character) in the value' });
    else if (field.length > limit)
      rejections.push({ line, column, reason: `${field.length} characters, at most ${limit} are taken` });
  }
  return rejections;
}

/** Rich text is sanitised by whoever writes it, as the demo does. */
function sanitize(draft: ProductDraft, rich: Set<string>) {
  for (const values of [draft.attrs, ...[...draft.translations.values()].map((t) => t.attrs)])
    for (const [code, value] of Object.entries(values))
      if (rich.has(code) && typeof value === 'string') values[code] = sanitizeRichText(value);
}

/**
 * The drafts in an order that puts a parent before its variants (otherwise as in the file), and the
 * rows whose parents make a loop (a → b → a), which cannot be written.
 */
function parentsFirst(drafts: ProductDraft[]): { ordered: ProductDraft[]; loops: Rejection[][] } {
  const bySku = new Map(drafts.map((d) => [d.sku, d]));
  const placed = new Set<string>();
  const ordered: ProductDraft[] = [];
  const loops: Rejection[][] = [];
  for (const draft of drafts) {
    // Climbs to the first ancestor not placed yet, or to where a loop of parents closes.
    const chain: ProductDraft[] = [];
    const onChain = new Set<string>();
    let d: ProductDraft | undefined = draft;
    for (
      ;
      d && !placed.has(d.sku) && !onChain.has(d.sku);
      d = d.parentSku ? bySku.get(d.parentSku) : undefined
    ) {
      chain.push(d);
      onChain.add(d.sku);
    }
    if (d && onChain.has(d.sku)) {
      // The rows of the loop are refused; those below it wait for a parent that never comes.
      const loop = chain.slice(chain.indexOf(d));
      const path = [...loop.map((l) => l.sku), d.sku].join(' → ');
      for (const l of loop) {
        placed.add(l.sku);
        loops.push([{ line: l.line, column: 'parent', reason: `the parents make a loop: ${path}` }]);
      }
      chain.length = chain.indexOf(d);
    }
    for (const c of chain.reverse()) {
      placed.add(c.sku);
      ordered.push(c);
    }
  }
  return { ordered, loops };
}

/** The skus from a product up its parents, to where the chain meets `sku` again (a loop), or null. */
function loopThrough(sku: string, parentId: number, lineage: Map<number, Lineage>): string[] | null {
  const path = [sku];
  const passed = new Set<number>();
  for (
    let id: number | null = parentId;
    id !== null && !passed.has(id);
    id = lineage.get(id)?.parent_id ?? null
  ) {
    passed.add(id);
    const up = lineage.get(id);
    if (!up) return null;
    path.push(up.sku);
    if (up.sku === sku) return path;
  }
  return null;
}

/**
 * Writes one batch's new and changed products, in as few statements as it can: in rounds, each
 * writing every row whose parent is known (a parent new in the batch is written a round before its
 * variants). A row whose parent is unknown waits in `waiting` when given (the parent may come later
 * in the file), else it is refused.
 */
async function writeBatch(
  db: Database,
  drafts: ProductDraft[],
  lookup: CatalogueLookup,
  report: ImportReport,
  waiting?: ProductDraft[],
) {
  const parentSkus = drafts.flatMap((d) => (d.parentSku ? [d.parentSku] : []));
  const stored = await storedProducts(db, [...new Set([...drafts.map((d) => d.sku), ...parentSkus])]);
  // Where the products stand in the tree: a new parent must not be one's own descendant.
  const lineage = await loadAncestors(
    db,
    [...stored.values()].flatMap((p) => (p.parent_id !== null ? [p.parent_id] : [])),
  );
  for (const p of stored.values()) lineage.set(p.id!, { sku: p.sku, parent_id: p.parent_id });
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const rejected: Rejection[][] = [];
  const later: ProductDraft[] = [];
  let pending = drafts;
  while (pending.length) {
    const unwritten = new Set(pending.map((d) => d.sku));
    const writes: ProductState[] = [];
    const next: ProductDraft[] = [];
    const deferred = new Set<string>();
    for (const draft of pending) {
      unwritten.delete(draft.sku);
      let parentId: number | null | undefined = undefined;
      if (draft.parentSku) {
        // The parent is stored, or written in an earlier round of this batch.
        const parent = stored.get(draft.parentSku);
        if (parent?.id == null) {
          // Written in this round, or waiting for a round of its own: its variants go in the next.
          if (parent || unwritten.has(draft.parentSku) || deferred.has(draft.parentSku)) {
            next.push(draft);
            deferred.add(draft.sku);
          } else if (waiting) later.push(draft);
          else
            rejected.push([
              { line: draft.line, column: 'parent', reason: `missing parent "${draft.parentSku}"` },
            ]);
          continue;
        }
        parentId = parent.id;
      } else if (draft.parentSku === null) parentId = null;
      const before = stored.get(draft.sku);
      if (parentId && before?.id != null && parentId !== before.parent_id) {
        const loop = loopThrough(draft.sku, parentId, lineage);
        if (loop) {
          rejected.push([
            { line: draft.line, column: 'parent', reason: `the parents make a loop: ${loop.join(' → ')}` },
          ]);
          continue;
        }
      }
      const product = merge(draft, before, parentId);
      if (!productChanged(before, product)) {
        counts.unchanged++;
        continue;
      }
      writes.push(product);
      stored.set(product.sku, product);
      counts[before ? 'updated' : 'created']++;
    }
    await writeProducts(db, writes, lookup);
    for (const p of writes) lineage.set(p.id!, { sku: p.sku, parent_id: p.parent_id });
    if (next.length === pending.length) {
      // No row of the round could be written: their parents are waiting on each other.
      if (waiting) later.push(...next);
      else
        for (const d of next)
          rejected.push([{ line: d.line, column: 'parent', reason: `missing parent "${d.parentSku}"` }]);
      break;
    }
    pending = next;
  }
  // Counted once the batch's transaction is sure to commit.
  report.created += counts.created;
  report.updated += counts.updated;
  report.unchanged += counts.unchanged;
  for (const r of rejected) addRejections(report, r);
  waiting?.push(...later);
}
