import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseImporter } from '../../src/import/import-dispatch.ts';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples/import');

describe('asset, content, form and user files are recognised', () => {
  it.each([
    ['assets', 'assets'],
    ['assets/metadata.csv', 'assets'],
    ['contents', 'contents'],
    ['contents/lighting-guide.md', 'contents'],
    ['contents/lighting-guide.de_DE.md', 'contents'],
    ['contents/news.json', 'contents'],
    ['forms', 'forms'],
    ['forms/service-request.json', 'forms'],
    ['users.csv', 'users'],
  ])('%s is %s', async (file, kind) => {
    expect((await chooseImporter(path.join(EXAMPLES, file))).kind).toBe(kind);
  });
});
