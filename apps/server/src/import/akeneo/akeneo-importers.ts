import path from 'node:path';
import type { Deps } from '../../deps.ts';
import { noteChanges } from '../../db/changes.ts';
import type { CsvRecord } from '../csv-reader.ts';
import { readCsv } from '../csv-reader.ts';
import type { ImportRun, KindImporter } from '../import-kind.ts';
import { openImportFile } from '../import-input.ts';
import { emptyReport, type ImportReport } from '../import-report.ts';
import { loadImportMeta } from '../reference/import-meta.ts';
import { portalLocales } from '../reference/portal-locales.ts';
import { noteUnknownLocales } from '../reference/reference-file.ts';
import { importProducts } from '../product-import.ts';
import { isXlsx, readXlsx } from '../table-reader.ts';
import { archiveAbsentAkeneo } from './akeneo-full.ts';
import { isAkeneoSettings, isFamilyVariants } from './akeneo-settings.ts';
import { headerNotes, identifierColumn } from './akeneo-product-layout.ts';

/** Imports Akeneo's product or product model export (CSV or XLSX), telling progress as rows are read. */
async function importExport(
  deps: Deps,
  file: string,
  options: ImportRun,
  kind: 'products' | 'product-models',
): Promise<ImportReport> {
  const input = openImportFile(file, options);
  const source = isXlsx(file) ? readXlsx(input.stream) : readCsv(input.stream);
  const meta = await loadImportMeta(deps.db);
  const { locales } = await portalLocales(deps.db);
  let leftOut: ReturnType<typeof headerNotes>['leftOut'] = [];
  // Every identifier of the file, refused rows' too: a full import archives only the others.
  const present = new Set<string>();
  async function* counted(): AsyncGenerator<CsvRecord> {
    let identifier = -1;
    for await (const record of source) {
      if (identifier < 0) {
        identifier = identifierColumn(
          record.fields.map((f) => f.trim()),
          meta,
        );
        // A channel the file lacks stops the import when the layout is read.
        try {
          leftOut = headerNotes(record.fields, options, locales).leftOut;
        } catch {
          leftOut = [];
        }
      } else {
        input.rowRead();
        const sku = (record.fields[identifier] ?? '').trim();
        if (sku) present.add(sku);
      }
      yield record;
    }
  }
  try {
    const report = await importProducts(
      deps,
      path.basename(file),
      { records: counted(), file },
      { ...options, full: false },
    );
    const notes = emptyReport(report.file, report.dryRun);
    noteUnknownLocales(notes, leftOut);
    report.rejections.unshift(...notes.rejections);
    // Files of the export became assets: their names join the asset search's vocabulary.
    if (!options.dryRun && report.created + report.updated > 0) await noteChanges(deps.db, options, 'assets');
    if (options.full) {
      // A file of no rows (or a truncated one) must not archive the whole catalogue.
      if (!present.size) throw new Error(`${report.file}: a full import needs at least one row`);
      report.archived = await archiveAbsentAkeneo(deps.db, kind, present, options);
    }
    return { ...report, kind };
  } finally {
    input.done();
  }
}

const named = (file: string, names: string[]) => {
  const base = path.basename(file).toLowerCase();
  return names.some((n) => base === `${n}.csv` || base === `${n}.xlsx`);
};

/** Akeneo's product models (`code;family_variant;parent;categories;…`): the portal's parent products. */
export const productModelsImporter: KindImporter = {
  kind: 'product-models',
  detect: (file, header) =>
    named(file, ['product_models']) || (header !== null && header.includes('family_variant')),
  run: (deps, file, options) => importExport(deps, file, options, 'product-models'),
};

/** Akeneo's products (`sku;categories;enabled;family;groups;parent;…`), CSV or XLSX. */
export const akeneoProductsImporter: KindImporter = {
  kind: 'products',
  detect: (file, header) =>
    header !== null
      ? !header.includes('family_variant') &&
        !isFamilyVariants(header) &&
        !isAkeneoSettings(file, header) &&
        (header.includes('family') || header.includes('groups'))
      : named(file, ['products']) && isXlsx(file),
  run: (deps, file, options) => importExport(deps, file, options, 'products'),
};
