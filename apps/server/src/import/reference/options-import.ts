import path from 'node:path';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { ImportRun, KindImporter } from '../import-kind.ts';
import type { ImportReport } from '../import-report.ts';
import { isAssetTaxonomyFile } from './asset-taxonomy-names.ts';
import { entryKey, importCodedList, type CodedList, type ListEntry } from './coded-list-import.ts';
import { writeOption } from '../../modules/attributes/index.ts';

const SELECTS = new Set(['single_select', 'multi_select']);

/** Options of select attributes: the list's groups are the attributes. */
const OPTION_LIST: CodedList = {
  kind: 'options',
  required: ['attribute', 'code'],
  async load(db) {
    const [attributes, stored] = await Promise.all([
      db.selectFrom('attribute').select(['id', 'code', 'type']).execute(),
      loadOptions(db),
    ]);
    const byCode = new Map(attributes.map((a) => [a.code, a]));
    return {
      stored,
      groupOf(cellOf, reject) {
        const code = cellOf('attribute');
        const attribute = byCode.get(code);
        if (!code) reject('attribute', 'the attribute is missing');
        else if (!attribute) reject('attribute', `unknown attribute "${code}"`);
        else if (!SELECTS.has(attribute.type))
          reject('attribute', `${code} is not a select attribute (its type is ${attribute.type})`);
        else return attribute;
        return undefined;
      },
    };
  },
  duplicate: (code, attribute) => `duplicate option "${code}" of ${attribute?.code} in the file`,
  write: writeOption,
  change: 'attributes',
};

/**
 * Options of select attributes, by attribute and code (Akeneo's `attribute_options.csv`):
 * `attribute;code;sort_order;label-<locale>…`. The attribute must be a single or multi select.
 */
export const importOptions = (deps: Deps, file: string, options: ImportRun): Promise<ImportReport> =>
  importCodedList(deps, OPTION_LIST, file, options);

/** Stored options by entryKey(attribute id, code). */
async function loadOptions(db: Database): Promise<Map<string, ListEntry>> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('attribute_option').select(['id', 'attribute_id', 'value', 'position']).execute(),
    db
      .selectFrom('attribute_option_translation')
      .select(['option_id', 'locale', 'label'])
      .orderBy('locale')
      .execute(),
  ]);
  const byId = new Map<number, ListEntry>();
  const stored = new Map<string, ListEntry>();
  for (const r of rows) {
    const option = { id: r.id, position: r.position, labels: {} };
    byId.set(r.id, option);
    stored.set(entryKey(r.attribute_id, r.value), option);
  }
  for (const t of texts) {
    const option = byId.get(t.option_id);
    if (option) option.labels[t.locale] = t.label;
  }
  return stored;
}

const NAMES = new Set(['attribute_options.csv', 'attribute_options.xlsx', 'options.csv', 'options.xlsx']);

/** Options: `attribute;code;sort_order;label-<locale>…`. */
export const optionsImporter: KindImporter = {
  kind: 'options',
  detect: (file, header) =>
    NAMES.has(path.basename(file).toLowerCase()) ||
    (header !== null &&
      !isAssetTaxonomyFile(file) &&
      header.includes('attribute') &&
      header.includes('code')),
  run: (deps, file, options) => importOptions(deps, file, options),
};
