import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../src/lib/locale.ts';

const known = ['en_GB', 'en_US', 'nl_NL', 'nl_BE', 'de_DE', 'zh_CN'];

describe('resolveLocale', () => {
  it('takes an exact server code', () => {
    expect(resolveLocale('nl_BE', known, 'en_GB').code).toBe('nl_BE');
  });
  it('accepts the URL and browser forms', () => {
    expect(resolveLocale('en-US', known, 'en_GB').code).toBe('en_US');
    expect(resolveLocale('de-AT,de;q=0.9,en;q=0.8', known, 'en_GB')).toEqual({
      code: 'de_DE',
      language: 'de',
      defaultCode: 'en_GB',
    });
    expect(resolveLocale('ZH', known, 'en_GB').code).toBe('zh_CN');
  });
  it('falls back to the default for unknown or hostile values', () => {
    for (const header of [undefined, '', 'xx_XX', "en'; drop table locale;--", '*']) {
      expect(resolveLocale(header, known, 'en_GB').code).toBe('en_GB');
    }
  });
});
