import type { Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import { writeNode } from '../db/coded-tree.ts';
import { insertAttribute, writeAttributeSet } from '../modules/attributes/index.ts';
import { CATEGORY_TABLES } from '../modules/categories/index.ts';
import { insertExportTemplates } from '../modules/export/index.ts';
import { insertLeafletTemplate } from '../modules/leaflets/index.ts';
import { writeAssociationType } from '../modules/products/index.ts';
import { ASSOCIATION_TYPES, ATTRIBUTE_SETS, ATTRIBUTES } from './attribute-vocabulary.ts';
import { CATEGORIES, type CategoryDef } from './category-vocabulary.ts';
import { LANGUAGES, LOCALE_OF, tr, type Tr } from './demo-languages.ts';

/** The export templates' names, in the order they are written. */
const EXPORT_TEMPLATE_NAMES: Tr[] = [
  {
    en: 'Product list (Excel)',
    de: 'Produktliste (Excel)',
    fr: 'Liste des produits (Excel)',
    nl: 'Productlijst (Excel)',
    es: 'Lista de productos (Excel)',
    zh: '产品列表（Excel）',
    cs: 'Seznam produktů (Excel)',
    da: 'Produktliste (Excel)',
    el: 'Λίστα προϊόντων (Excel)',
    fi: 'Tuoteluettelo (Excel)',
    it: 'Elenco prodotti (Excel)',
    nn: 'Produktliste (Excel)',
    pl: 'Lista produktów (Excel)',
    ru: 'Список товаров (Excel)',
    sv: 'Produktlista (Excel)',
    tr: 'Ürün listesi (Excel)',
  },
  {
    en: 'Full specifications (Excel)',
    de: 'Vollständige Spezifikationen (Excel)',
    fr: 'Caractéristiques complètes (Excel)',
    nl: 'Volledige specificaties (Excel)',
    es: 'Especificaciones completas (Excel)',
    zh: '完整规格（Excel）',
    cs: 'Úplné specifikace (Excel)',
    da: 'Fulde specifikationer (Excel)',
    el: 'Πλήρεις προδιαγραφές (Excel)',
    fi: 'Täydelliset tekniset tiedot (Excel)',
    it: 'Specifiche complete (Excel)',
    nn: 'Fullstendige spesifikasjonar (Excel)',
    pl: 'Pełna specyfikacja (Excel)',
    ru: 'Полные характеристики (Excel)',
    sv: 'Fullständiga specifikationer (Excel)',
    tr: 'Tüm teknik özellikler (Excel)',
  },
  {
    en: 'Price list (CSV)',
    de: 'Preisliste (CSV)',
    fr: 'Liste de prix (CSV)',
    nl: 'Prijslijst (CSV)',
    es: 'Lista de precios (CSV)',
    zh: '价格表（CSV）',
    cs: 'Ceník (CSV)',
    da: 'Prisliste (CSV)',
    el: 'Τιμοκατάλογος (CSV)',
    fi: 'Hinnasto (CSV)',
    it: 'Listino prezzi (CSV)',
    nn: 'Prisliste (CSV)',
    pl: 'Cennik (CSV)',
    ru: 'Прайс-лист (CSV)',
    sv: 'Prislista (CSV)',
    tr: 'Fiyat listesi (CSV)',
  },
];

export interface CatalogueStructure {
  /** Leaf categories with their ancestor ids (leaf first) and product types. */
  leaves: { id: number; ids: number[]; def: CategoryDef }[];
  attributeIds: Map<string, number>;
  /** Option id by `${attribute}:${value}`. */
  optionIds: Map<string, number>;
  setIds: Map<string, number>;
  associationTypeIds: Map<string, number>;
}

const YES: Tr = {
  en: 'Yes',
  de: 'Ja',
  fr: 'Oui',
  nl: 'Ja',
  es: 'Sí',
  zh: '是',
  cs: 'Ano',
  da: 'Ja',
  el: 'Ναι',
  fi: 'Kyllä',
  it: 'Sì',
  nn: 'Ja',
  pl: 'Tak',
  ru: 'Да',
  sv: 'Ja',
  tr: 'Evet',
};
const NO: Tr = {
  en: 'No',
  de: 'Nein',
  fr: 'Non',
  nl: 'Nee',
  es: 'No',
  zh: '否',
  cs: 'Ne',
  da: 'Nej',
  el: 'Όχι',
  fi: 'Ei',
  it: 'No',
  nn: 'Nei',
  pl: 'Nie',
  ru: 'Нет',
  sv: 'Nej',
  tr: 'Hayır',
};

/** Categories, attributes with options, attribute sets, association types, export and leaflet templates. */
export async function seedCatalogueStructure(trx: Transaction<DB>): Promise<CatalogueStructure> {
  const leaves: CatalogueStructure['leaves'] = [];
  const addCategory = async (
    def: CategoryDef,
    parentIds: number[],
    parent: string | null,
    position: number,
  ) => {
    const change = { id: null, code: def.code, parent, names: tr(def.title), position };
    const id = await writeNode(trx, CATEGORY_TABLES, change);
    const ids = [id, ...parentIds];
    if (def.children)
      for (const [i, child] of def.children.entries()) await addCategory(child, ids, def.code, i);
    else leaves.push({ id, ids, def });
  };
  for (const [i, def] of CATEGORIES.entries()) await addCategory(def, [], null, i);

  const attributeIds = new Map<string, number>();
  const optionIds = new Map<string, number>();
  for (const [position, def] of ATTRIBUTES.entries()) {
    const options =
      def.type === 'bool'
        ? [
            { value: 'true', label: YES },
            { value: 'false', label: NO },
          ]
        : (def.options ?? []);
    const written = await insertAttribute(trx, {
      code: def.code,
      type: def.type,
      position,
      localizable: def.localizable ?? false,
      searchable: def.searchable ?? false,
      texts: Object.fromEntries(
        LANGUAGES.map((lang) => [
          LOCALE_OF[lang],
          {
            label: def.label[lang],
            prefix: def.prefix ?? null,
            // An empty unit: the language names it in the label instead ("Гарантия, лет").
            post_fix: def.postFix?.[lang] || null,
            help_short: def.help?.[lang] ?? null,
            help_long: def.help ? `<p>${def.help[lang]}</p>` : null,
          },
        ]),
      ),
      options: options.map((option) => ({ value: option.value, labels: tr(option.label) })),
    });
    attributeIds.set(def.code, written.id);
    for (const [value, id] of written.optionIds) optionIds.set(`${def.code}:${value}`, id);
  }

  const setIds = new Map<string, number>();
  for (const set of ATTRIBUTE_SETS) {
    const id = await writeAttributeSet(trx, {
      id: null,
      code: set.code,
      names: tr(set.name),
      groups: set.groups.map((group) => ({
        code: group.code,
        attributes: group.attributes,
        names: tr(group.name),
      })),
    });
    setIds.set(set.code, id);
  }

  const associationTypeIds = new Map<string, number>();
  for (const [position, type] of ASSOCIATION_TYPES.entries()) {
    const byLocale = <T>(text: (lang: (typeof LANGUAGES)[number]) => T) =>
      Object.fromEntries(LANGUAGES.map((lang) => [LOCALE_OF[lang], text(lang)]));
    const id = await writeAssociationType(trx, {
      id: null,
      code: type.code,
      position,
      labels: byLocale((lang) => type.label[lang]),
      descriptions: byLocale((lang) => type.description?.[lang] ?? null),
    });
    associationTypeIds.set(type.code, id);
  }

  const byLanguage = (names: Record<(typeof LANGUAGES)[number], string>) =>
    Object.fromEntries(LANGUAGES.map((lang) => [LOCALE_OF[lang], names[lang]]));
  await insertExportTemplates(trx, [
    {
      name: 'Product list (Excel)',
      format: 'xlsx',
      columns: ['sku', 'name', 'brand', 'color', 'price', 'stock'],
      names: byLanguage(EXPORT_TEMPLATE_NAMES[0]),
    },
    {
      name: 'Full specifications (Excel)',
      format: 'xlsx',
      columns: [
        'sku',
        'ean',
        'name',
        'short_description',
        'brand',
        'designer',
        'color',
        'material',
        'power',
        'dimmable',
        'energy_class',
        'ip_rating',
        'width',
        'height',
        'depth',
        'weight',
        'price',
        'stock',
        'product_introduction_date',
      ],
      names: byLanguage(EXPORT_TEMPLATE_NAMES[1]),
    },
    {
      name: 'Price list (CSV)',
      format: 'csv',
      columns: ['sku', 'ean', 'name', 'price'],
      names: byLanguage(EXPORT_TEMPLATE_NAMES[2]),
    },
  ]);
  await insertLeafletTemplate(trx, 'default', LEAFLET_TEMPLATE);
  return { leaves, attributeIds, optionIds, setIds, associationTypeIds };
}

/** The demo leaflet: {{attribute}} placeholders are replaced with the product's values (escaped). */
const LEAFLET_TEMPLATE = `<h1>{{name}}</h1>
<p><strong>{{brand}}</strong> · {{sku}}</p>
<p><img src="{{image}}" alt="{{name}}" width="480" height="480"></p>
<p>{{short_description}}</p>
<div>{{long_description}}</div>
<h2>{{label:width}} × {{label:height}} × {{label:depth}}</h2>
<p>{{width}} × {{height}} × {{depth}}</p>
<p>{{label:price}}: {{price}}</p>`;
