import path from 'node:path';
import type { Deps } from '../../deps.ts';
import { CATEGORY_TABLES } from '../../modules/categories/index.ts';
import type { ImportRun, KindImporter } from '../import-kind.ts';
import type { ImportReport } from '../import-report.ts';
import { isAssetTaxonomyFile } from './asset-taxonomy-names.ts';
import { importTree, type TreeKind } from './tree-import.ts';
import { recomputeProductCategories } from '../../modules/products/index.ts';

/** Product categories: moving one changes its products' category lists (they hold the ancestors). */
export const CATEGORY_TREE: TreeKind = {
  kind: 'categories',
  noun: 'category',
  ...CATEGORY_TABLES,
  change: 'categories',
  async afterWrite(db, { oldParent, moved }) {
    if (moved.length) await recomputeProductCategories(db, oldParent, moved);
  },
};

/**
 * Categories by code (Akeneo's `categories.csv`, and the portal's own layout alike):
 * `code;parent;label-<locale>…`; the rules are the tree import's.
 */
export const importCategories = (deps: Deps, file: string, options: ImportRun): Promise<ImportReport> =>
  importTree(deps, CATEGORY_TREE, file, options);

const NAMES = new Set(['categories.csv', 'categories.xlsx']);

/** Categories: `code;parent;label-<locale>…` (Akeneo's categories export and the portal's layout). */
export const categoriesImporter: KindImporter = {
  kind: 'categories',
  detect: (file, header) =>
    NAMES.has(path.basename(file).toLowerCase()) ||
    (header !== null &&
      // An asset scopes file has the same columns: it is told by its name.
      !isAssetTaxonomyFile(file) &&
      header.includes('code') &&
      header.includes('parent') &&
      !header.some((h) => ['type', 'family_variant', 'attribute', 'attributes', 'categories'].includes(h))),
  run: (deps, file, options) => importCategories(deps, file, options),
};
