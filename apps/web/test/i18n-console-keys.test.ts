import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@vitrine/contract';

type Tree = { [key: string]: unknown };

// The operator console's texts: a bundle of their own per language, loaded with the console, and
// one per language for each section that keeps its texts in a folder of its own.
const files = import.meta.glob<Tree>(
  ['../src/features/console/i18n/*.json', '../src/features/console/i18n/*/*.json'],
  { eager: true, import: 'default' },
);
const ROOT = '../src/features/console/i18n/';
const folders = [
  '',
  ...new Set(
    Object.keys(files)
      .map((file) => file.slice(ROOT.length).split('/'))
      .filter((parts) => parts.length === 2)
      .map(([folder]) => `${folder}/`),
  ),
];

/** Dotted paths of all leaves, a plural's forms (`_one`, `_few`…) under their base name. */
function leaves(tree: Tree, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [p, v] of leaves(value as Tree, path)) found.set(p, v);
      continue;
    }
    const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
    found.set(base, [...(found.get(base) ?? []), String(value)]);
  }
  return found;
}

const cases = folders.flatMap((folder) => UI_LANGUAGES.map((language) => [folder, language] as const));

describe('console translations', () => {
  it.each(cases)(
    '%s%s has every text of en.json, no other, none empty, the same placeholders',
    (folder, language) => {
      const bundle = (code: string) => files[`${ROOT}${folder}${code}.json`];
      const english = leaves(bundle('en'));
      expect(bundle(language), `${folder}${language}.json`).toBeDefined();
      const texts = leaves(bundle(language));
      const missing = [...english.keys()].filter((key) => !texts.has(key));
      const extra = [...texts.keys()].filter((key) => !english.has(key));
      const empty = [...texts]
        .filter(([, forms]) => forms.some((text) => text.trim() === ''))
        .map(([key]) => key);
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
      const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      for (const [key, [text]] of english)
        for (const form of texts.get(key) ?? [])
          expect([key, placeholders(form)]).toEqual([key, placeholders(text)]);
    },
  );
});
