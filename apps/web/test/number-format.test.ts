import { createInstance } from 'i18next';
import { UI_LANGUAGES } from '@vitrine/contract/constants';
import { describe, expect, it } from 'vitest';
import { addNumberFormat, formatCount, numberFormat } from '../src/shared/format/number';

const COUNTS = [0, 1, 2, 7, 24, 87, 100, 999];

describe('counts written without Intl', () => {
  it('are what Intl writes, in every UI language, with and without its region', () => {
    for (const language of UI_LANGUAGES)
      for (const tag of [language, `${language}-${language === 'en' ? 'GB' : language.toUpperCase()}`])
        for (const n of COUNTS)
          expect(formatCount(n, tag), `${n} in ${tag}`).toBe(new Intl.NumberFormat(tag).format(n));
  });

  it('leave grouped, fractional, negative and own-digit numbers to Intl', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234567, 'de')).toBe('1.234.567');
    expect(formatCount(2.5, 'de')).toBe('2,5');
    expect(formatCount(-3, 'en')).toBe(new Intl.NumberFormat('en').format(-3));
    expect(formatCount(12, 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(12));
  });

  it('keep one Intl format per language and options', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 2 })).toBe(
      numberFormat('fr', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('fr')).not.toBe(numberFormat('de'));
  });

  it("serve i18next's number format, a translation's own options kept", () => {
    const i18n = createInstance();
    void i18n.init({
      lng: 'de',
      initAsync: false,
      interpolation: { escapeValue: false },
      resources: {
        de: {
          translation: {
            found: '{{count, number}} passende Produkte',
            share: '{{value, number(minimumFractionDigits: 2)}} %',
          },
        },
      },
    });
    addNumberFormat(i18n);
    expect(i18n.t('found', { count: 24 })).toBe('24 passende Produkte');
    expect(i18n.t('found', { count: 12345 })).toBe('12.345 passende Produkte');
    expect(i18n.t('share', { value: 5 })).toBe('5,00 %');
  });
});
