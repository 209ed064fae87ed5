import { describe, expect, it } from 'vitest';
import { RENDITION_PRESETS } from '@vitrine/contract/rendition-url';
import { showsWhole, thumbnailOf } from '../src/shared/media/whole-picture';

describe('thumbnails that must not be cut', () => {
  it('shows logos, graphics and documents whole, whatever their shape', () => {
    for (const ext of ['svg', 'SVG', 'pdf', 'png', 'gif', 'eps', 'ai'])
      expect(showsWhole({ ext, width: 1000, height: 1000 }), ext).toBe(true);
    expect(showsWhole({ ext: 'pdf' })).toBe(true);
  });

  it('crops photographs near square, and fits wide or tall ones with their captions', () => {
    expect(showsWhole({ ext: 'jpg', width: 1200, height: 1200 })).toBe(false);
    expect(showsWhole({ ext: 'jpg', width: 1250, height: 1000 })).toBe(false);
    expect(showsWhole({ ext: 'jpg', width: 3000, height: 2000 })).toBe(true);
    expect(showsWhole({ ext: 'tif', width: 1000, height: 1920 })).toBe(true);
    expect(showsWhole({ ext: 'webp', width: 1920, height: 1080 })).toBe(true);
  });

  it('crops a photograph of unknown size, as cards always did', () => {
    expect(showsWhole({ ext: 'jpg' })).toBe(false);
    expect(showsWhole({ ext: 'jpg', width: 0, height: null })).toBe(false);
  });

  it('asks for the fitted preset of the same box, or the cropped one', () => {
    expect(thumbnailOf({ ext: 'svg' })).toEqual({
      options: RENDITION_PRESETS.thumbnailWhole,
      fit: 'contain',
    });
    expect(thumbnailOf({ ext: 'jpg' })).toEqual({ options: RENDITION_PRESETS.thumbnail, fit: 'cover' });
    expect(thumbnailOf({ ext: 'pdf' }, 'row')).toEqual({
      options: RENDITION_PRESETS.rowWhole,
      fit: 'contain',
    });
    expect(thumbnailOf({ ext: 'jpg' }, 'row')).toEqual({
      options: RENDITION_PRESETS.productRow,
      fit: 'cover',
    });
    const whole = RENDITION_PRESETS.thumbnailWhole;
    expect([whole.width, whole.height, 'trim' in whole]).toEqual([300, 300, false]);
  });
});
