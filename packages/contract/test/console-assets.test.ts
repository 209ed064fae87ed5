import { describe, expect, it } from 'vitest';
import { ConsoleAssetBulk, ConsoleAssetInput, RightsDay } from '../src/console-assets.ts';

const input = (rights: object, extra: object = {}) =>
  ConsoleAssetInput.safeParse({ name: 'Poster', rights: { credit: '', licence: '', ...rights }, ...extra });

describe('an asset’s rights as the console writes them', () => {
  it('takes real days only', () => {
    for (const day of ['2027-01-31', '2028-02-29', '1999-12-31'])
      expect(RightsDay.safeParse(day).success, day).toBe(true);
    for (const day of [
      '2027-02-29',
      '2027-04-31',
      '2027-13-01',
      '27-01-01',
      '2027-1-1',
      '2027-01-31T00:00',
      '99999-01-01',
      '',
    ])
      expect(RightsDay.safeParse(day).success, day).toBe(false);
  });

  it('refuses a window that ends before it starts, at valid_until; one day is a window', () => {
    const refused = input({ valid_from: '2027-03-02', valid_until: '2027-03-01' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].path).toEqual(['rights', 'valid_until']);
    expect(input({ valid_from: '2027-03-01', valid_until: '2027-03-01' }).success).toBe(true);
    expect(input({ valid_from: null, valid_until: '2027-03-01' }).success).toBe(true);
  });

  it('refuses markup, control characters and path tricks, keeps line breaks in long texts', () => {
    expect(input({ credit: '<b>x</b>' }).success).toBe(false);
    expect(input({}, { name: '../secret' }).success).toBe(false);
    expect(input({}, { name: 'a\u0000b' }).success).toBe(false);
    const texts = { en_GB: { description: 'One\nTwo\tthree' } };
    expect(input({}, { translations: texts }).data?.translations.en_GB).toEqual({
      title: '',
      description: 'One\nTwo\tthree',
      usage_terms: '',
    });
    expect(input({}, { translations: { en_GB: { description: 'a\u0007b' } } }).success).toBe(false);
  });

  it('fills a bulk change with nothing to do but what is given; ids are numbers', () => {
    expect(ConsoleAssetBulk.parse({ ids: [1, 2] })).toEqual({
      ids: [1, 2],
      add_tags: [],
      remove_tags: [],
      add_scopes: [],
      remove_scopes: [],
      rights: {},
    });
    expect(ConsoleAssetBulk.safeParse({ ids: ['1'] }).success).toBe(false);
    expect(
      ConsoleAssetBulk.safeParse({
        ids: [1],
        rights: { valid_from: '2027-02-01', valid_until: '2027-01-01' },
      }).success,
    ).toBe(false);
  });
});
