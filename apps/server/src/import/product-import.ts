import type { Mapping } from '@vitrine/contract';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { productMapping } from '../modules/config/index.ts';
import { refreshCounts, refreshProductWords } from '../modules/products/index.ts';
import type { ImportRun } from './import-kind.ts';
import { loadCatalogueLookup, type CatalogueLookup } from './catalogue-lookup.ts';
import { readCsv } from './csv-reader.ts';
import { addRejections, emptyReport, keepFirstLines, type ImportReport } from './import-report.ts';
import { archiveAbsent, differs, loadProducts, merge, writeProduct } from './product-upsert.ts';
import { mapRow, readHeader, type ProductDraft } from './row-mapping.ts';

export type ImportOptions = ImportRun;

const DEFAULT_BATCH = 500;
class DryRunRollback extends Error {}

/** Imports a CSV file in the portal's simple product layout; see docs/import.md. */
export async function importProductFile(
  deps: Deps,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  return importProducts(deps, path.basename(file), fs.createReadStream(file), options);
}

export async function importProducts(
  deps: Deps,
  name: string,
  input: AsyncIterable<string | Buffer>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report = emptyReport(name, options.dryRun === true);
  if (options.full) report.archived = 0;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const lookup = await loadCatalogueLookup(deps.db);
  // A portal not set up yet has no mapping.
  const mapping = (await productMapping(deps)) as Mapping | undefined;
  const rich = new Set(mapping?.longDescription ?? []);
  const run = async (inBatch: (work: (db: Database) => Promise<void>) => Promise<void>) => {
    const records = readCsv(input);
    const header = await records.next();
    if (header.done) return;
    const columns = readHeader(header.value.fields);
    const skuColumn = columns.findIndex((c) => c.kind === 'sku');
    if (skuColumn < 0) throw new Error(`${name}: the header has no sku column`);
    const seen = new Set<string>();
    // Every sku of the file, refused rows' too: a full import archives only the others.
    const present = new Set<string>();
    // Variants whose parent was neither stored nor written yet: it may come later in the file.
    const waiting: ProductDraft[] = [];
    let batch: ProductDraft[] = [];
    const flush = async () => {
      const drafts = batch;
      batch = [];
      if (drafts.length) await inBatch((trx) => writeBatch(trx, drafts, lookup, report, waiting));
    };
    for await (const record of records) {
      report.read++;
      const sku = (record.fields[skuColumn] ?? '').trim();
      if (sku) present.add(sku);
      const mapped = mapRow(columns, record.fields, record.line, lookup);
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
    // Second pass: the waiting variants, parents before their own variants; a parent still unknown is missing.
    const ordered = parentsFirst(waiting);
    for (let i = 0; i < ordered.length; i += batchSize) {
      const drafts = ordered.slice(i, i + batchSize);
      await inBatch((trx) => writeBatch(trx, drafts, lookup, report));
    }
    if (options.full) {
      // A file of no rows (or a truncated one) must not archive the whole catalogue.
      if (!present.size) throw new Error(`${name}: a full import needs at least one product row`);
      await inBatch(async (trx) => {
        report.archived = await archiveAbsent(trx, [...present]);
      });
    }
  };

  if (options.dryRun) {
    await deps.db
      .transaction()
      .execute(async (trx) => {
        await run((work) => work(trx));
        throw new DryRunRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) throw error;
      });
    keepFirstLines(report);
    return report;
  }
  // Each batch is one transaction: a failure leaves none of its rows written.
  await run((work) => deps.db.transaction().execute(work));
  keepFirstLines(report);
  if (report.created + report.updated + (report.archived ?? 0) > 0) {
    await refreshCounts(deps.db);
    await refreshProductWords(deps.db);
  }
  return report;
}

/** Rich text is sanitised by whoever writes it, as the demo does. */
function sanitize(draft: ProductDraft, rich: Set<string>) {
  for (const values of [draft.attrs, ...[...draft.translations.values()].map((t) => t.attrs)])
    for (const [code, value] of Object.entries(values))
      if (rich.has(code) && typeof value === 'string') values[code] = sanitizeRichText(value);
}

/** The drafts in an order that puts a parent before its variants (otherwise as in the file). */
function parentsFirst(drafts: ProductDraft[]): ProductDraft[] {
  const bySku = new Map(drafts.map((d) => [d.sku, d]));
  const placed = new Set<string>();
  const ordered: ProductDraft[] = [];
  for (const draft of drafts) {
    // Climbs to the first ancestor not placed yet; a loop of parents stops where it closes.
    const chain: ProductDraft[] = [];
    const onChain = new Set<string>();
    for (
      let d: ProductDraft | undefined = draft;
      d && !placed.has(d.sku) && !onChain.has(d.sku);
      d = d.parentSku ? bySku.get(d.parentSku) : undefined
    ) {
      chain.push(d);
      onChain.add(d.sku);
    }
    for (const d of chain.reverse()) {
      placed.add(d.sku);
      ordered.push(d);
    }
  }
  return ordered;
}

/**
 * Writes one batch's new and changed products. A row whose parent is unknown waits in `waiting`
 * when given (the parent may come later in the file), else it is refused.
 */
async function writeBatch(
  db: Database,
  drafts: ProductDraft[],
  lookup: CatalogueLookup,
  report: ImportReport,
  waiting?: ProductDraft[],
) {
  const parentSkus = drafts.flatMap((d) => (d.parentSku ? [d.parentSku] : []));
  const stored = await loadProducts(db, [...new Set([...drafts.map((d) => d.sku), ...parentSkus])]);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const rejected: Parameters<typeof addRejections>[1][] = [];
  const later: ProductDraft[] = [];
  for (const draft of drafts) {
    let parentId: number | null | undefined = undefined;
    if (draft.parentSku) {
      // The parent is stored already or came in an earlier row.
      parentId = stored.get(draft.parentSku)?.id ?? null;
      if (parentId === null) {
        if (waiting) later.push(draft);
        else
          rejected.push([
            { line: draft.line, column: 'parent', reason: `missing parent "${draft.parentSku}"` },
          ]);
        continue;
      }
    } else if (draft.parentSku === null) parentId = null;
    const before = stored.get(draft.sku);
    const next = merge(draft, before, parentId);
    if (!differs(before, next)) {
      counts.unchanged++;
      continue;
    }
    next.id = await writeProduct(db, next, lookup);
    stored.set(next.sku, next);
    counts[before ? 'updated' : 'created']++;
  }
  // Counted once the batch's transaction is sure to commit.
  report.created += counts.created;
  report.updated += counts.updated;
  report.unchanged += counts.unchanged;
  for (const r of rejected) addRejections(report, r);
  waiting?.push(...later);
}
