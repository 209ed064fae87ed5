import fs from 'node:fs';
import { once } from 'node:events';
import type { Database } from '../apps/server/src/db/database.ts';
import { insertAttribute } from '../apps/server/src/modules/attributes/index.ts';
import type { CatalogueLookup } from '../apps/server/src/import/catalogue-lookup.ts';

/** The six locales the benchmark's file fills, of the demo's nineteen. */
export const BENCH_LOCALES = ['en_GB', 'de_DE', 'fr_FR', 'nl_NL', 'es_ES', 'it_IT'];

/** The word only one product's names hold: the search check looks for it. */
export const UNIQUE_WORD = 'Quasarine';
export const uniqueSku = (count: number) => sku(Math.floor(count * 0.77) - (Math.floor(count * 0.77) % 5));

/** The attributes the demo lacks, created before the import so that the file has forty. */
const EXTRA: { code: string; type: string; localizable?: boolean; options?: string[] }[] = [
  {
    code: 'finish',
    type: 'single_select',
    options: ['matte', 'gloss', 'satin', 'brushed', 'raw', 'lacquered'],
  },
  {
    code: 'features',
    type: 'multi_select',
    options: ['app', 'timer', 'remote', 'sensor', 'usb', 'battery', 'foldable', 'stackable', 'washable'],
  },
  { code: 'origin', type: 'single_select', options: ['DE', 'DK', 'FR', 'IT', 'NL', 'PL', 'PT', 'SE', 'CN'] },
  { code: 'mounting', type: 'single_select', options: ['ceiling', 'wall', 'floor', 'table', 'clip'] },
  { code: 'voltage', type: 'number' },
  { code: 'lumen', type: 'number' },
  { code: 'pack_size', type: 'number' },
  { code: 'warranty_years', type: 'number' },
  { code: 'cri', type: 'float' },
  { code: 'beam_angle', type: 'float' },
  { code: 'smart', type: 'bool' },
  { code: 'outdoor', type: 'bool' },
  { code: 'recyclable', type: 'bool' },
  { code: 'certified_on', type: 'date' },
  { code: 'model_code', type: 'string' },
  { code: 'series', type: 'string' },
  { code: 'tagline', type: 'text', localizable: true },
  { code: 'usage', type: 'text', localizable: true },
];
const MEDIA = new Set(['file', 'media', 'video', 'image']);
export const ATTRIBUTE_COUNT = 40;

/** Adds the extra attributes (with their options) to the demo catalogue. */
export async function addBenchAttributes(db: Database): Promise<void> {
  const { max } = await db
    .selectFrom('attribute')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirstOrThrow();
  for (const [i, def] of EXTRA.entries())
    await insertAttribute(db, {
      code: def.code,
      type: def.type,
      localizable: def.localizable ?? false,
      searchable: false,
      position: Number(max) + 1 + i,
      texts: { en_GB: { label: def.code, prefix: null, post_fix: null, help_short: null, help_long: null } },
      options: (def.options ?? []).map((value) => ({ value, labels: { en_GB: value } })),
    });
}

/** The forty attributes the file fills: the demo's (without media) and the extra ones. */
export function benchAttributes(lookup: CatalogueLookup) {
  const chosen = [...lookup.attributes.values()].filter((a) => a.code !== 'sku' && !MEDIA.has(a.type));
  if (chosen.length !== ATTRIBUTE_COUNT)
    throw new Error(`${chosen.length} attributes, expected ${ATTRIBUTE_COUNT}`);
  return chosen;
}

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES: Record<string, string[]> = {
  en: ['Lamp', 'Chair', 'Table', 'Rug', 'Shelf', 'Sofa', 'Cushion', 'Mirror'],
  de: ['Leuchte', 'Stuhl', 'Tisch', 'Teppich', 'Regal', 'Sofa', 'Kissen', 'Spiegel'],
  fr: ['Lampe', 'Chaise', 'Table', 'Tapis', 'Étagère', 'Canapé', 'Coussin', 'Miroir'],
  nl: ['Lamp', 'Stoel', 'Tafel', 'Kleed', 'Plank', 'Bank', 'Kussen', 'Spiegel'],
  es: ['Lámpara', 'Silla', 'Mesa', 'Alfombra', 'Estante', 'Sofá', 'Cojín', 'Espejo'],
  it: ['Lampada', 'Sedia', 'Tavolo', 'Tappeto', 'Mensola', 'Divano', 'Cuscino', 'Specchio'],
};
const ADJECTIVES: Record<string, string[]> = {
  en: ['soft', 'warm', 'slim', 'sturdy', 'light', 'timeless'],
  de: ['weich', 'warm', 'schlank', 'robust', 'leicht', 'zeitlos'],
  fr: ['doux', 'chaud', 'fin', 'robuste', 'léger', 'intemporel'],
  nl: ['zacht', 'warm', 'slank', 'stevig', 'licht', 'tijdloos'],
  es: ['suave', 'cálido', 'esbelto', 'robusto', 'ligero', 'atemporal'],
  it: ['morbido', 'caldo', 'snello', 'robusto', 'leggero', 'senza tempo'],
};
const SYLLABLES = [
  'nor',
  'va',
  'lin',
  'ka',
  'sol',
  'mer',
  'ti',
  'bro',
  'del',
  'fa',
  'ru',
  'gen',
  'ost',
  'pe',
  'lum',
];

const sku = (i: number) => `BI-${String(i).padStart(7, '0')}`;
const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** What the file holds that the checks after the import compare with. */
export interface GeneratedFile {
  rows: number;
  bytes: number;
  /** Rows the lists show (enabled, not variants). */
  listed: number;
  /** Listed rows per colour option (the demo's colour facet). */
  colors: Record<string, number>;
}

/**
 * Writes a CSV of `count` products in the simple layout: every fifth product a parent with two
 * variants after it, names and texts in six locales, numbers, floats, bools, dates, single and multi
 * selects, categories and attribute sets.
 */
export async function writeBenchCsv(
  file: string,
  count: number,
  lookup: CatalogueLookup,
  leafCategories: string[],
): Promise<GeneratedFile> {
  const attributes = benchAttributes(lookup);
  const columns: { code: string; locale: string | null; type: string; options: string[] }[] = [];
  for (const a of attributes)
    for (const locale of a.localizable ? BENCH_LOCALES : [null])
      columns.push({ code: a.code, locale, type: a.type, options: [...a.options.keys()] });
  const sets = [...lookup.sets.keys()];
  const out = fs.createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(
    [
      'sku',
      'parent',
      'categories',
      'attribute_set',
      'enabled',
      ...columns.map((c) => (c.locale ? `${c.code}-${c.locale}` : c.code)),
    ].join(',') + '\n',
  );
  const result: GeneratedFile = { rows: count, bytes: 0, listed: 0, colors: {} };
  const unique = uniqueSku(count);
  for (let i = 0; i < count; i++) {
    const rand = random(i + 1);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    const family = i - (i % 5);
    const variant = i % 5 === 1 || i % 5 === 2;
    // A variant shares its parent's model and type; the rest of its values are its own.
    const familyRand = random((variant ? family : i) + 1_000_003);
    const model =
      sku(variant ? family : i) === unique
        ? UNIQUE_WORD
        : [0, 1, 2]
            .map(() => SYLLABLES[Math.floor(familyRand() * SYLLABLES.length)])
            .join('')
            .replace(/^./, (c) => c.toUpperCase());
    const type = Math.floor(familyRand() * 8);
    const enabled = rand() < 0.95 || sku(i) === unique;
    const cells: string[] = [
      sku(i),
      variant ? sku(family) : '',
      pick(leafCategories),
      pick(sets),
      enabled ? '1' : '0',
    ];
    let color: string[] = [];
    for (const c of columns) {
      const lang = c.locale?.slice(0, 2) ?? 'en';
      let value: string;
      switch (c.type) {
        case 'number':
          value = String(Math.floor(rand() * 5000));
          break;
        case 'float':
          value = (rand() * 500).toFixed(2);
          break;
        case 'bool':
          value = rand() < 0.5 ? '1' : '0';
          break;
        case 'date':
          value = new Date(Date.UTC(2023, 0, 1 + Math.floor(rand() * 1200))).toISOString().slice(0, 10);
          break;
        case 'single_select':
          value = pick(c.options);
          break;
        case 'multi_select': {
          const chosen = [
            ...new Set(
              [pick(c.options), pick(c.options), pick(c.options)].slice(0, 1 + Math.floor(rand() * 3)),
            ),
          ];
          if (c.code === 'color') color = chosen;
          value = chosen.join(',');
          break;
        }
        default:
          if (c.code === 'name') value = `${model} ${TYPES[lang][type]}${variant ? ` ${i % 5}` : ''}`;
          else if (c.code === 'ean') value = String(4_000_000_000_000 + i);
          else if (c.code === 'long_description')
            value = `<p>${model} ${TYPES[lang][type]}: ${pick(ADJECTIVES[lang])}, ${pick(ADJECTIVES[lang])}.</p><ul><li>${pick(ADJECTIVES[lang])}</li><li>${pick(ADJECTIVES[lang])}</li></ul>`;
          else if (c.locale)
            value = `${pick(ADJECTIVES[lang])} ${TYPES[lang][type].toLowerCase()}, ${pick(ADJECTIVES[lang])}`;
          else value = `${c.code.toUpperCase().slice(0, 3)}-${Math.floor(rand() * 100000)}`;
      }
      cells.push(quote(value));
    }
    if (enabled && !variant) {
      result.listed++;
      for (const option of color) result.colors[option] = (result.colors[option] ?? 0) + 1;
    }
    await write(cells.join(',') + '\n');
  }
  out.end();
  await once(out, 'finish');
  result.bytes = fs.statSync(file).size;
  return result;
}
