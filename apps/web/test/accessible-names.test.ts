import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/i18n/locales');
const languages = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));

/**
 * A control whose accessible name differs from its label must start with that label (WCAG 2.5.3,
 * axe label-content-name-mismatch): a speech user says what they see.
 */
const PAIRS: [visible: string, name: string][] = [['search.show_all', 'search.show_all_in']];

describe('accessible names contain the visible label in every language', () => {
  for (const file of languages) {
    test(file, () => {
      const texts = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
      const at = (key: string) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
      for (const [visible, name] of PAIRS) expect(at(name).startsWith(at(visible)), `${visible}`).toBe(true);
    });
  }
});
