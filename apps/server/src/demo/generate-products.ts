import { RENDITION_BASE } from '@vitrine/contract';
import type { AttributeValues } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import {
  BRANDS,
  COLORS,
  DESCRIPTIONS,
  DESIGNERS,
  ENERGY_CLASSES,
  MATERIALS,
  MODELS,
} from './catalogue-vocabulary.ts';
import type { Genders } from './category-vocabulary.ts';
import type { DemoImage } from './product-images.ts';
import { MEASURES } from './product-measures.ts';
import { LOCALE_OF, PRODUCT_LANGUAGES, type ProductLanguage } from './demo-languages.ts';
import type { Random } from './random.ts';
import type { CatalogueStructure } from './seed-catalogue-structure.ts';
import type { NumberedProduct } from '../modules/products/index.ts';

/** A demo product: as the products area inserts it, with an EAN and an attribute set always. */
export interface GeneratedProduct extends NumberedProduct {
  ean: string;
  attribute_set_id: number;
  /** The generation record of the product's picture: its storage key, colour and product type. */
  image: DemoImage;
}

/** A valid EAN-13 from a running number. */
function ean13(n: number): string {
  const body = `871${String(n).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
const EPOCH = Date.UTC(2026, 9, 1);

/** The demo's first languages, whose short descriptions are drawn from the random source. */
const DRAWN = new Set<ProductLanguage>(['en', 'de', 'fr', 'nl', 'es', 'zh']);

/** Inside a sentence nouns and colours are written in lower case, except in German. */
const inSentence = (text: string, lang: ProductLanguage) =>
  lang === 'de' ? text : text.toLocaleLowerCase(LOCALE_OF[lang].replace('_', '-'));

const AND: Record<ProductLanguage, string> = {
  en: ' and ',
  de: ' und ',
  fr: ' et ',
  nl: ' en ',
  es: ' y ',
  zh: '、',
  ru: ' и ',
  pl: ' i ',
  it: ' e ',
  sv: ' och ',
};
/** Words in a sentence: "a, b and c". */
const listed = (words: string[], lang: ProductLanguage) =>
  words.length > 1
    ? `${words.slice(0, -1).join(lang === 'zh' ? '、' : ', ')}${AND[lang]}${words.at(-1)}`
    : words.join('');

/** The words of a language's descriptions that agree with the product type's gender. */
const genderForms = (lang: ProductLanguage, gender: Genders) => {
  const forms = DESCRIPTIONS[lang].forms;
  return forms ? forms[gender[lang as keyof Genders]] : {};
};

/**
 * Yields product families (a parent with 2–4 colour variants, or a simple product) until `count`
 * products exist. Everything follows from the random source, so runs are identical.
 */
export function* generateProducts(
  count: number,
  s: CatalogueStructure,
  random: Random,
): Generator<GeneratedProduct> {
  // Large benchmark catalogues carry two languages; the standard demo all product languages.
  const languages = count > 20_000 ? PRODUCT_LANGUAGES.slice(0, 2) : PRODUCT_LANGUAGES;
  let id = 0;
  let family = 0;
  // A model keeps its category (and so its product type) in every round: the rounds share its pictures.
  const models = BRANDS.length * MODELS.length;
  while (id < count) {
    const leaf = s.leaves[(family % models) % s.leaves.length];
    const type = random.pick(leaf.def.types!);
    const setCode = type.set;
    const brand = BRANDS[family % BRANDS.length];
    const modelBase = MODELS[Math.floor(family / BRANDS.length) % MODELS.length];
    const round = Math.floor(family / models);
    const model = round ? `${modelBase} ${round + 1}` : modelBase;
    const colors = random.some(COLORS, 1, 4);
    const measures = MEASURES[type.code];
    const materials = random.some(
      MATERIALS.filter((m) => measures.materials.includes(m.value)),
      1,
      2,
    );
    const variants = colors.length > 1 && count - id > colors.length ? colors.length : 0;
    const base: AttributeValues = {
      brand,
      designer: random.pick(DESIGNERS),
      material: materials.map((m) => m.value),
      width: random.int(...measures.width),
      height: random.int(...measures.height),
      depth: random.int(...measures.depth),
      weight: random.int(measures.weight[0] * 10, measures.weight[1] * 10) / 10,
      price: random.int(1900, 189900) / 100,
      warranty: random.pick([2, 3, 5]),
      product_introduction_date: new Date(EPOCH - random.int(0, 1500) * 86_400_000)
        .toISOString()
        .slice(0, 10),
    };
    if (setCode === 'lighting') {
      Object.assign(base, {
        power: random.int(...(measures.power ?? [3, 60])),
        dimmable: random.chance(0.6),
        energy_class: random.pick(ENERGY_CLASSES.slice(0, 5)),
        ip_rating:
          leaf.ids.length && leaf.def.code.includes('garden')
            ? 'IP65'
            : leaf.def.code.includes('facade')
              ? 'IP44'
              : 'IP20',
      });
    }
    const parentId = variants ? ++id : null;
    const members = variants
      ? [
          { id: parentId!, color: null as null | (typeof COLORS)[number] },
          ...colors.map((c) => ({ id: ++id, color: c })),
        ]
      : [{ id: ++id, color: colors[0] }];
    for (const member of members) {
      const memberColors = member.color ? [member.color] : colors;
      const stock = random.chance(0.12) ? 0 : random.int(1, 480);
      const attrs: AttributeValues = {
        ...base,
        sku: `VT-${String(member.id).padStart(7, '0')}`,
        ean: ean13(member.id),
        color: memberColors.map((c) => c.value),
        stock,
        restock_date:
          stock === 0 ? new Date(EPOCH + random.int(7, 90) * 86_400_000).toISOString().slice(0, 10) : null,
      };
      const imageColor = memberColors[0];
      // Large catalogues reuse the images of the first round of models: a bounded set of files.
      const slug = `${brand}-${modelBase}`.toLowerCase().replace(/\W+/g, '-');
      const image: DemoImage = {
        key: `products/${slug}-${type.code}-${imageColor.value}.jpg`,
        hex: imageColor.hex!,
        label: `${brand} ${modelBase} ${type.name.en}`,
        type: type.code,
      };
      attrs.image = `${RENDITION_BASE}/${image.key}`;
      const optionKeys = ['brand', 'color', 'material', 'energy_class', 'ip_rating', 'dimmable'].flatMap(
        (code) => {
          const value = attrs[code];
          const values = Array.isArray(value)
            ? value
            : value === undefined || value === null
              ? []
              : [String(value)];
          return values
            .map((v) => s.optionIds.get(`${code}:${v}`))
            .filter((k): k is number => k !== undefined);
        },
      );
      const isParent = variants > 0 && member.id === parentId;
      yield {
        id: member.id,
        sku: attrs.sku as string,
        ean: attrs.ean as string,
        parent_id: isParent ? null : parentId,
        attribute_set_id: s.setIds.get(setCode)!,
        status: !random.chance(0.02),
        archived: random.chance(0.01),
        attrs,
        category_ids: leaf.ids,
        filter_keys: [...new Set(optionKeys)].concat(leaf.ids.map((c) => -c)),
        created_at: new Date(EPOCH - member.id * 3_600_000),
        image,
        translations: languages.map((lang) => {
          const text = DESCRIPTIONS[lang];
          const colorNames = listed(
            memberColors.map((c) => c.label[lang]),
            lang,
          );
          const values = {
            ...genderForms(lang, type.gender),
            type: type.name[lang],
            kind: inSentence(type.name[lang], lang),
            brand,
            model,
            color: inSentence(colorNames, lang),
            material: inSentence(
              listed(
                materials.map((m) => m.label[lang]),
                lang,
              ),
              lang,
            ),
          };
          const suffix = member.color && variants ? ` – ${member.color.label[lang]}` : '';
          return {
            locale: LOCALE_OF[lang],
            name: `${brand} ${model} ${type.name[lang]}${suffix}`,
            attrs: {
              // The languages added later take their sentence from the id, not the random source,
              // so every other value of the demo stays what it was.
              short_description: fill(
                DRAWN.has(lang) ? random.pick(text.short) : text.short[member.id % text.short.length],
                values,
              ),
              // Rich text is sanitised by whoever writes it (here, and the import).
              long_description: sanitizeRichText(text.long.map((p) => fill(p, values)).join('')),
              care_instructions: setCode === 'lighting' ? null : text.care,
            },
          };
        }),
      };
    }
    family++;
  }
}
