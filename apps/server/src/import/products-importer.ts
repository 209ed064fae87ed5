import path from 'node:path';
import type { KindImporter } from './import-kind.ts';
import { openImportFile } from './import-input.ts';
import { importProducts } from './product-import.ts';

/** Columns only an Akeneo product export has: such a file is another importer's. */
const AKENEO_ONLY = ['family', 'groups', 'family_variant'];

/** Products in the portal's simple layout (`sku,parent,categories,attribute_set,enabled,…`). */
export const productsImporter: KindImporter = {
  kind: 'products',
  detect: (_file, header) =>
    header !== null && header.includes('sku') && !AKENEO_ONLY.some((c) => header.includes(c)),
  run: async (deps, file, options) => {
    const input = openImportFile(file, options);
    // Rows are counted as the reader takes lines: a quoted line break counts one more (progress only).
    const lines = countLines(input.stream, () => input.rowRead());
    try {
      const report = await importProducts(deps, path.basename(file), lines, options);
      return { ...report, kind: 'products' };
    } finally {
      input.done();
    }
  },
};

/** The chunks as they come, telling each line break after the header's. */
async function* countLines(chunks: AsyncIterable<Buffer>, onLine: () => void): AsyncGenerator<Buffer> {
  let header = true;
  for await (const chunk of chunks) {
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) {
      if (header) header = false;
      else onLine();
    }
    yield chunk;
  }
}
