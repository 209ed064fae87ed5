import type { Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
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

const rows = (texts: Tr) => Object.entries(tr(texts));
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
  const addCategory = async (def: CategoryDef, parentIds: number[], position: number) => {
    const { id } = await trx
      .insertInto('category')
      .values({ code: def.code, parent_id: parentIds[0] ?? null, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('category_translation')
      .values(rows(def.title).map(([locale, title]) => ({ category_id: id, locale, title })))
      .execute();
    const ids = [id, ...parentIds];
    if (def.children) for (const [i, child] of def.children.entries()) await addCategory(child, ids, i);
    else leaves.push({ id, ids, def });
  };
  for (const [i, def] of CATEGORIES.entries()) await addCategory(def, [], i);

  const attributeIds = new Map<string, number>();
  const optionIds = new Map<string, number>();
  for (const [position, def] of ATTRIBUTES.entries()) {
    const { id } = await trx
      .insertInto('attribute')
      .values({
        code: def.code,
        type: def.type,
        position,
        localizable: def.localizable ?? false,
        searchable: def.searchable ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    attributeIds.set(def.code, id);
    await trx
      .insertInto('attribute_translation')
      .values(
        LANGUAGES.map((lang) => ({
          attribute_id: id,
          locale: LOCALE_OF[lang],
          label: def.label[lang],
          display_name: def.label[lang],
          prefix: def.prefix ?? null,
          // An empty unit: the language names it in the label instead ("Гарантия, лет").
          post_fix: def.postFix?.[lang] || null,
          help_short: def.help?.[lang] ?? null,
          help_long: def.help ? `<p>${def.help[lang]}</p>` : null,
        })),
      )
      .execute();
    const options =
      def.type === 'bool'
        ? [
            { value: 'true', label: YES },
            { value: 'false', label: NO },
          ]
        : (def.options ?? []);
    for (const [order, option] of options.entries()) {
      const row = await trx
        .insertInto('attribute_option')
        .values({ attribute_id: id, value: option.value, position: order })
        .returning('id')
        .executeTakeFirstOrThrow();
      optionIds.set(`${def.code}:${option.value}`, row.id);
      await trx
        .insertInto('attribute_option_translation')
        .values(rows(option.label).map(([locale, label]) => ({ option_id: row.id, locale, label })))
        .execute();
    }
  }

  const setIds = new Map<string, number>();
  for (const set of ATTRIBUTE_SETS) {
    const { id } = await trx
      .insertInto('attribute_set')
      .values({ code: set.code })
      .returning('id')
      .executeTakeFirstOrThrow();
    setIds.set(set.code, id);
    await trx
      .insertInto('attribute_set_translation')
      .values(rows(set.name).map(([locale, name]) => ({ set_id: id, locale, name })))
      .execute();
    for (const [position, group] of set.groups.entries()) {
      const g = await trx
        .insertInto('attribute_group')
        .values({ set_id: id, code: group.code, position, attribute_codes: group.attributes })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('attribute_group_translation')
        .values(rows(group.name).map(([locale, name]) => ({ group_id: g.id, locale, name })))
        .execute();
    }
  }

  const associationTypeIds = new Map<string, number>();
  for (const [position, type] of ASSOCIATION_TYPES.entries()) {
    const { id } = await trx
      .insertInto('association_type')
      .values({ code: type.code, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    associationTypeIds.set(type.code, id);
    await trx
      .insertInto('association_type_translation')
      .values(
        LANGUAGES.map((lang) => ({
          type_id: id,
          locale: LOCALE_OF[lang],
          label: type.label[lang],
          description: type.description?.[lang] ?? null,
        })),
      )
      .execute();
  }

  const templates = await trx
    .insertInto('export_template')
    .values([
      {
        name: 'Product list (Excel)',
        format: 'xlsx',
        columns: ['sku', 'name', 'brand', 'color', 'price', 'stock'],
        position: 0,
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
        position: 1,
      },
      { name: 'Price list (CSV)', format: 'csv', columns: ['sku', 'ean', 'name', 'price'], position: 2 },
    ])
    .returning('id')
    .execute();
  await trx
    .insertInto('export_template_translation')
    .values(
      templates.flatMap(({ id }, i) =>
        LANGUAGES.map((lang) => ({
          template_id: id,
          locale: LOCALE_OF[lang],
          name: EXPORT_TEMPLATE_NAMES[i][lang],
        })),
      ),
    )
    .execute();
  await trx
    .insertInto('leaflet_template')
    .values({ locale: 'default', html: sanitizeRichText(LEAFLET_TEMPLATE) })
    .execute();
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
