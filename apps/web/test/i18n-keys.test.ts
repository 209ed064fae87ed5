import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@vitrine/contract';

type Tree = { [key: string]: unknown };

// Every built-in language file, read the same way the app bundles them.
const files = import.meta.glob<Tree>('../src/i18n/locales/*.json', { eager: true, import: 'default' });

function bundle(language: string): Tree {
  const file = files[`../src/i18n/locales/${language}.json`];
  if (!file) throw new Error(`No translation file for ${language}`);
  return file;
}

/** Dotted paths of all leaves, e.g. 'auth.login.title'. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [p, v] of leaves(value as Tree, path)) found.set(p, v);
    } else found.set(path, value);
  }
  return found;
}

const english = leaves(bundle('en'));

describe('built-in translations', () => {
  it('has exactly one file per built-in language', () => {
    const languages = Object.keys(files).map((path) => path.replace(/^.*\/(\w+)\.json$/, '$1'));
    expect(languages.sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each([...UI_LANGUAGES])('%s has every key of en.json, no other key, and no empty text', (language) => {
    const texts = leaves(bundle(language));
    const missing = [...english.keys()].filter((key) => !texts.has(key));
    const extra = [...texts.keys()].filter((key) => !english.has(key));
    const empty = [...texts]
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
  });

  it('keeps the interpolation placeholders of the English text', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const language of UI_LANGUAGES) {
      const texts = leaves(bundle(language));
      for (const [key, text] of english) {
        if (texts.has(key))
          expect([language, key, placeholders(texts.get(key))]).toEqual([language, key, placeholders(text)]);
      }
    }
  });
});

describe('first-paint texts', () => {
  it('are the same as in en.json', async () => {
    const boot = (await import('../src/i18n/boot-texts.json')).default as Record<
      string,
      Record<string, string>
    >;
    const en = files['../src/i18n/locales/en.json'] as Record<string, Record<string, string>>;
    for (const [namespace, texts] of Object.entries(boot)) {
      for (const [key, text] of Object.entries(texts))
        expect(en[namespace][key], `${namespace}.${key}`).toBe(text);
    }
  });
});
