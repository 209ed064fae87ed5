import { describe, expect, test, vi } from 'vitest';
import { UI_LANGUAGES } from '@vitrine/contract/constants';
import { formatAssetDate } from '../src/shared/format/asset-date';
import { formatFileSize } from '../src/shared/format/file-size';

describe('file sizes in binary units', () => {
  test('bytes, KiB, MiB and GiB with up to two decimals', () => {
    expect(formatFileSize(0, 'en')).toBe('0 Bytes');
    expect(formatFileSize(512, 'en')).toBe('512 Bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.50 KiB');
    expect(formatFileSize(101 * 1024, 'en')).toBe('101.00 KiB');
    expect(formatFileSize(283_114, 'en')).toBe('276.48 KiB');
    expect(formatFileSize(5 * 1024 ** 3, 'en')).toBe('5.00 GiB');
  });
  test('in the language of the page', () => {
    expect(formatFileSize(1536, 'de')).toBe('1,50 KiB');
  });
  test('below a thousand, no Intl format is made for them', async () => {
    // A fresh module: no format cached by the tests before.
    vi.resetModules();
    const fresh = await import('../src/shared/format/file-size');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const language of UI_LANGUAGES) fresh.formatFileSize(1536, language);
      expect(made).not.toHaveBeenCalled();
      // 1,000 KiB and over is grouped: that goes through Intl.
      expect(fresh.formatFileSize(1023 * 1024, 'de')).toBe('1.023,00 KiB');
      expect(made).toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
  test('written as Intl writes them in every built-in language', () => {
    const sizes = [1, 999, 1000, 1023, 1024, 1536, 10_239, 1_022_976, 1_023_999, 1_048_575, 5_000_000];
    // Values whose third decimal is near a 5: rounded as Intl rounds them.
    for (let k = 1; k < 1024; k += 7)
      sizes.push(Math.round(k * 1024 + 5.12 * (k % 200)), k * 1024 ** 2 + 10_486);
    for (const language of UI_LANGUAGES)
      for (const bytes of sizes) {
        const power = Math.min(4, Math.floor(Math.log(bytes) / Math.log(1024)));
        const digits = power === 0 ? 0 : 2;
        const intl = new Intl.NumberFormat(language, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(bytes / 1024 ** power);
        expect(formatFileSize(bytes, language), `${language} ${bytes}`).toBe(
          `${intl} ${['Bytes', 'KiB', 'MiB', 'GiB', 'TiB'][power]}`,
        );
      }
  });
  test('nonsense is zero', () => {
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(-4)).toBe('0 Bytes');
  });
});

describe('asset dates', () => {
  test('DD/MM/YYYY', () => {
    const seconds = new Date(2026, 0, 5, 12).getTime() / 1000;
    expect(formatAssetDate(seconds)).toBe('05/01/2026');
  });
});
