import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { KindImporter } from '../import-kind.ts';
import { ASSET_SCOPES_FILE, ASSET_TAGS_FILE } from './asset-taxonomy-names.ts';
import { entryKey, importCodedList, type CodedList, type ListEntry } from './coded-list-import.ts';
import { importTree, type TreeKind } from './tree-import.ts';
import { ASSET_SCOPE_TABLES, writeAssetTag } from '../../modules/media/index.ts';

/**
 * The media library's own taxonomy: asset scopes (its category tree) and asset tags, which an
 * assets import's metadata names. Scopes follow the categories' rules, tags the options' (without
 * an attribute). An asset lists the scopes it was given; a scope's assets are found through its
 * sub-scopes at query time, so a move needs no rewrite of the links.
 */
export const ASSET_SCOPE_TREE: TreeKind = {
  kind: 'asset-scopes',
  noun: 'scope',
  ...ASSET_SCOPE_TABLES,
  change: 'asset-taxonomy',
};

const ASSET_TAG_LIST: CodedList = {
  kind: 'asset-tags',
  required: ['code'],
  load: async (db) => ({ stored: await loadTags(db), groupOf: () => null }),
  duplicate: (code) => `duplicate code "${code}" in the file`,
  write: async (db, change) => {
    await writeAssetTag(db, change);
  },
  change: 'asset-taxonomy',
};

async function loadTags(db: Database): Promise<Map<string, ListEntry>> {
  const [rows, names] = await Promise.all([
    db.selectFrom('asset_tag').select(['id', 'code', 'position']).execute(),
    db.selectFrom('asset_tag_translation').select(['tag_id', 'locale', 'name']).orderBy('locale').execute(),
  ]);
  const byId = new Map<number, ListEntry>();
  const stored = new Map<string, ListEntry>();
  for (const r of rows) {
    const tag = { id: r.id, position: r.position, labels: {} };
    byId.set(r.id, tag);
    stored.set(entryKey(null, r.code), tag);
  }
  for (const n of names) {
    const tag = byId.get(n.tag_id);
    if (tag) tag.labels[n.locale] = n.name;
  }
  return stored;
}

/** Asset scopes: `code;parent;label-<locale>…`, known by name only (the header is a categories file's). */
export const assetScopesImporter: KindImporter = {
  kind: 'asset-scopes',
  detect: (file) => ASSET_SCOPES_FILE.test(path.basename(file)),
  run: (deps, file, options) => importTree(deps, ASSET_SCOPE_TREE, file, options),
};

/** Asset tags: `code;sort_order;label-<locale>…`, known by name only. */
export const assetTagsImporter: KindImporter = {
  kind: 'asset-tags',
  detect: (file) => ASSET_TAGS_FILE.test(path.basename(file)),
  run: (deps, file, options) => importCodedList(deps, ASSET_TAG_LIST, file, options),
};
