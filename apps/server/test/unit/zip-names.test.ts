import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.ts';
import { uniqueNames, zipEntryName } from '../../src/modules/downloads/zip-names.ts';

const name = (raw: string, ext = 'jpg') => zipEntryName(raw, ext, 'files.0.name');
const refused = (raw: string) => {
  try {
    name(raw);
  } catch (error) {
    return error instanceof AppError && error.status === 400 && error.field === 'files.0.name';
  }
  return false;
};

describe('zip entry names', () => {
  it('keeps folders given with a backslash and writes the extension of the file produced', () => {
    expect(name('Lumo\\packshot.jpg', 'png')).toBe('Lumo/packshot.png');
    expect(name('Lumo/packshot.JPG')).toBe('Lumo/packshot.jpg');
    expect(name('report 2026.final', 'pdf')).toBe('report 2026.final.pdf');
    expect(name('  spaced out  .jpg')).toBe('spaced out.jpg');
  });

  it('replaces reserved characters and trims dots and spaces', () => {
    expect(name('a<b>c:d"e|f?g*h.jpg')).toBe('a_b_c_d_e_f_g_h.jpg');
    expect(name('...hidden.jpg')).toBe('hidden.jpg');
    expect(name('folder.\\x.jpg')).toBe('folder/x.jpg');
  });

  it('refuses names that climb out of the archive or hide control characters', () => {
    for (const raw of [
      '../x.jpg',
      'a\\..\\..\\x.jpg',
      '/etc/passwd',
      '\\\\server\\share\\x.jpg',
      'C:x.jpg',
      'a\u0007.jpg',
      '...',
    ])
      expect(refused(raw), raw).toBe(true);
  });

  it('bounds the length of names and the depth of folders', () => {
    const long = name(`${'x'.repeat(400)}.jpg`);
    expect(long).toBe(`${'x'.repeat(150)}.jpg`);
    expect(name('a\\b\\c\\d\\e\\f\\g.jpg')).toBe('a/b/c/d/g.jpg');
  });

  it('makes names unique regardless of case', () => {
    expect(uniqueNames(['a.jpg', 'A.jpg', 'a.jpg', 'b/a.jpg', 'noext', 'noext'])).toEqual([
      'a.jpg',
      'A (2).jpg',
      'a (3).jpg',
      'b/a.jpg',
      'noext',
      'noext (2)',
    ]);
  });
});
