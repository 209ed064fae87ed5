import path from 'node:path';
import type { CsvRecord } from './csv-reader.ts';
import { readCsv } from './csv-reader.ts';
import type { KindImporter } from './import-kind.ts';
import { openImportFile, type ImportInput } from './import-input.ts';
import { importProducts } from './product-import.ts';
import { isXlsx, readXlsx } from './table-reader.ts';

/** Columns only an Akeneo product export has: such a file is another importer's. */
const AKENEO_ONLY = ['family', 'groups', 'family_variant'];

/** Products in the portal's simple layout (`sku,parent,categories,attribute_set,enabled,…`), CSV or XLSX. */
export const productsImporter: KindImporter = {
  kind: 'products',
  detect: (_file, header) =>
    header !== null && header.includes('sku') && !AKENEO_ONLY.some((c) => header.includes(c)),
  run: async (deps, file, options) => {
    const input = openImportFile(file, options);
    // A quoted field left open refuses its row, not the import (as importProductFile reads it).
    const records = isXlsx(file) ? readXlsx(input.stream) : readCsv(input.stream, { unclosed: 'record' });
    try {
      const report = await importProducts(
        deps,
        path.basename(file),
        { records: counted(records, input), file },
        options,
      );
      return { ...report, kind: 'products' };
    } finally {
      input.done();
    }
  },
};

/** The records as read, each told to the progress after the header. */
async function* counted(records: AsyncIterable<CsvRecord>, input: ImportInput): AsyncGenerator<CsvRecord> {
  let header = true;
  for await (const record of records) {
    if (header) header = false;
    else input.rowRead();
    yield record;
  }
}
