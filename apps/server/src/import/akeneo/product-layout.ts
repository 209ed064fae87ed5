import path from 'node:path';
import type { Deps } from '../../deps.ts';
import type { CatalogueLookup } from '../catalogue-lookup.ts';
import type { ImportRun } from '../import-kind.ts';
import { simpleLayout, type ProductLayout } from '../row-mapping.ts';
import { akeneoLayout, isAkeneoProductHeader } from './akeneo-product-layout.ts';

/**
 * The layout of a product file, from its header: an Akeneo product or product model export (it
 * has `family`, `family_variant` or `groups`), else the portal's simple layout. `file` is the
 * file's path when known: an export's image paths are relative to its folder.
 */
export function productLayout(
  deps: Deps,
  name: string,
  fields: string[],
  lookup: CatalogueLookup,
  options: ImportRun,
  file?: string,
): ProductLayout | Promise<ProductLayout> {
  if (!isAkeneoProductHeader(fields)) return simpleLayout(name, fields, lookup);
  return akeneoLayout(deps, fields, lookup, options, file ? path.dirname(file) : null).catch(
    (error: unknown) => {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
}
