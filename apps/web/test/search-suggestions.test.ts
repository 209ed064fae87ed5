import { describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '@vitrine/contract';
import { ownKeyAction, type KeyContext } from '../src/shared/search/combobox-keys';
import { identifierParts, identifierRange } from '../src/shared/search/identifier-match';
import {
  suggestionOptions,
  suggestionStatus,
  wantsSuggestions,
} from '../src/shared/search/suggestion-options';
import { previewAssetOf, safeExternalLink, suggestionTarget } from '../src/shared/search/suggestion-target';

/** The marked piece of an identifier for a typed text, or null. */
const marked = (identifier: string, typed: string) =>
  identifierParts(identifier, typed).find((part) => part.match)?.text ?? null;

describe('article numbers: the typed part', () => {
  it('is marked ignoring case and separators, as written in the identifier', () => {
    expect(marked('VT-0000022', 'vt000002')).toBe('VT-000002');
    expect(marked('VT-0000022', 'VT 0000022')).toBe('VT-0000022');
    expect(marked('VT-0000022', 'vt-00')).toBe('VT-00');
    expect(identifierRange('VT-0000022', 'vt000002')).toEqual([0, 9]);
  });

  it('matches a start from two characters, anywhere from four', () => {
    expect(marked('VT-0000022', 'vt')).toBe('VT');
    expect(marked('VT-0000022', '22')).toBeNull();
    expect(marked('VT-0000022', '0022')).toBe('0022');
    expect(marked('AB.12.34-56', '2345')).toBe('2.34-5');
    expect(marked('VT-0000022', 'v')).toBeNull();
  });

  it('tries the whole text, then each typed word', () => {
    expect(marked('VT-0000022', 'lamp vt00')).toBe('VT-00');
    expect(marked('VT-0000022', 'lamp')).toBeNull();
  });

  it('gives the identifier back whole, the marked part in its place', () => {
    const parts = identifierParts('xVT-0000022', '0000022');
    expect(parts.map((p) => p.text).join('')).toBe('xVT-0000022');
    expect(parts).toEqual([
      { text: 'xVT-', match: false },
      { text: '0000022', match: true },
    ]);
    expect(identifierParts('VT-1', 'zz')).toEqual([{ text: 'VT-1', match: false }]);
  });

  it('keeps offsets right past letters that fold to more or fewer units', () => {
    // "Ø" has no decomposition and stays a letter; "é" folds to "e"; the emoji is a separator.
    expect(marked('Ø-É🙂12', 'oe12')).toBeNull();
    expect(marked('Ø-É🙂12', 'ée12')).toBeNull();
    expect(marked('É🙂12', 'e12')).toBe('É🙂12');
  });
});

const answer: SearchSuggestions = {
  products: [
    { id: 1, name: 'Pendant lamp', identifier: 'VT-1', image: 'products/1.jpg' },
    { id: 2, name: ' ', identifier: 'VT-2', image: null },
  ],
  assets: [{ id: 7, name: 'lamp-sheet', ext: 'pdf', url: '/pim/media/assets/a.pdf' }],
  contents: [{ id: 9, title: 'Caring for lamps', link: null, thumbnail: null }],
};

describe('the suggestion list', () => {
  it('lists products, assets and contents in that order, each group as answered', () => {
    const options = suggestionOptions(answer);
    expect(options.map((o) => o.key)).toEqual(['products-1', 'products-2', 'assets-7', 'contents-9']);
    expect(options.map((o) => o.section)).toEqual(['products', 'products', 'assets', 'contents']);
  });

  it('names a product without a name by its article number', () => {
    expect(suggestionOptions(answer).map((o) => o.label)).toEqual([
      'Pendant lamp',
      'VT-2',
      'lamp-sheet',
      'Caring for lamps',
    ]);
  });

  it('shows at most the limit in all, cutting from the last group', () => {
    expect(suggestionOptions(answer, 3).map((o) => o.key)).toEqual(['products-1', 'products-2', 'assets-7']);
    const many = {
      ...answer,
      products: Array.from({ length: 12 }, (_, i) => ({ ...answer.products[0], id: i })),
    };
    expect(suggestionOptions(many)).toHaveLength(8);
  });
});

describe('what the popup shows', () => {
  const none = { count: 0, answered: false, failed: false };
  it('nothing under two characters (trimmed)', () => {
    expect(wantsSuggestions(' a ')).toBe(false);
    expect(wantsSuggestions('ab')).toBe(true);
    expect(suggestionStatus(' a ', { ...none, count: 3, answered: true })).toBe('off');
  });

  it("'Searching…' until an answer, 'No suggestions' only after an empty one", () => {
    expect(suggestionStatus('lamp', none)).toBe('loading');
    expect(suggestionStatus('lamp', { ...none, answered: true })).toBe('empty');
    expect(suggestionStatus('lamp', { ...none, count: 2, answered: true })).toBe('list');
  });

  it('nothing after a failure: the box stays a plain search box', () => {
    expect(suggestionStatus('lamp', { ...none, failed: true })).toBe('off');
  });
});

describe('opening a suggestion', () => {
  const [product, , asset, content] = suggestionOptions(answer);
  it("leads to a product's page", () => {
    expect(suggestionTarget(product)).toEqual({ kind: 'path', path: '/products/detail/1' });
  });

  it('leads to the asset library searching for the name, its preview asked for', () => {
    expect(suggestionTarget(asset)).toEqual({
      kind: 'path',
      path: '/asset/list?search=lamp-sheet',
      state: { previewAsset: 7 },
    });
    expect(previewAssetOf({ previewAsset: 7 })).toBe(7);
    expect(previewAssetOf({ previewAsset: '7' })).toBeNull();
    expect(previewAssetOf(null)).toBeNull();
    expect(previewAssetOf({ keepScroll: true })).toBeNull();
  });

  it("leads to a content's page, or to its outside link when it is a web address", () => {
    expect(suggestionTarget(content)).toEqual({ kind: 'path', path: '/contents/detail/9' });
    const linked = {
      ...content,
      item: { ...content.item, link: ' https://example.com/a ' },
    } as typeof content;
    expect(suggestionTarget(linked)).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(safeExternalLink('javascript:alert(1)')).toBeNull();
    expect(safeExternalLink('not a link')).toBeNull();
  });
});

describe('keys the box handles before the list does', () => {
  const calls: string[] = [];
  const base: KeyContext = {
    open: false,
    text: 'lamp',
    active: false,
    onSubmit: (text) => calls.push(`submit:${text}`),
    onClear: () => calls.push('clear'),
  };
  const press = (key: string, context: Partial<KeyContext> = {}) => {
    calls.length = 0;
    const action = ownKeyAction(key, { ...base, ...context });
    action?.();
    return action ? [...calls] : null;
  };

  it('leaves the arrows, Enter on text or on a row, and Escape with the list open to the list', () => {
    expect(press('ArrowDown')).toBeNull();
    expect(press('ArrowUp', { open: true })).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('Enter', { text: '', active: true, open: true })).toBeNull();
    expect(press('Escape', { open: true })).toBeNull();
  });

  it('clears on Escape once the list is closed, as a native search box does', () => {
    expect(press('Escape')).toEqual(['clear']);
    expect(press('Escape', { text: '' })).toBeNull();
    expect(press('Escape', { onClear: undefined })).toBeNull();
  });

  it('closes the box instead where Escape means that (the top bar)', () => {
    expect(press('Escape', { onEscape: () => calls.push('close') })).toEqual(['close']);
    expect(press('Escape', { text: '', onEscape: () => calls.push('close') })).toEqual(['close']);
  });

  it('submits an empty box on Enter, as the plain search box did', () => {
    expect(press('Enter', { text: '  ' })).toEqual(['submit:']);
  });
});
