import { describe, expect, test } from 'vitest';
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
