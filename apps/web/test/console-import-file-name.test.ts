import { ConsoleImportFileName } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { importFileName } from '../src/features/console/api/imports';

describe('the name a console import sends', () => {
  it.each([
    ['users.csv', 'users.csv'],
    ['Kategorien (2026).CSV', 'Kategorien (2026).csv'],
    ['Preise [2026]; final.xlsx', 'Preise _2026__ final.xlsx'],
    ['.hidden.csv', '_hidden.csv'],
    ['用户 名单.csv', '用户 名单.csv'],
    ['a/b\\c:d.jsonl', 'a_b_c_d.jsonl'],
    ['tab\there.zip', 'tab_here.zip'],
    ['\u{20000}\u{20001}.csv', '\u{20000}\u{20001}.csv'],
  ])('%s is sent as %s, a name the server takes', (given, sent) => {
    expect(importFileName(given)).toBe(sent);
    expect(ConsoleImportFileName.safeParse(sent).success).toBe(true);
  });

  it('keeps a long name within 200 characters, its extension whole', () => {
    const sent = importFileName(`${'ä'.repeat(400)}.xlsx`);
    expect(sent).toHaveLength(200);
    expect(sent.endsWith('.xlsx')).toBe(true);
    expect(ConsoleImportFileName.safeParse(sent).success).toBe(true);
    // Letters beyond the basic plane count twice, and are never cut in half.
    const wide = importFileName(`${'\u{20000}'.repeat(150)}.csv`);
    expect(wide).toHaveLength(200);
    expect(ConsoleImportFileName.safeParse(wide).success).toBe(true);
  });
});
