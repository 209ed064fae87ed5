import { describe, expect, it } from 'vitest';
import { withFittedPictures } from '../src/features/contents/lib/article-pictures';

const PREVIEW =
  '/pim/media/assets/ba/eb/photo.jpg?width=1200&amp;height=1200&amp;quality=100&amp;format=webp';
const img = (src: string) => `<img src="${src}" alt="A lamp" width="800" height="800" />`;

describe('an article’s pictures', () => {
  it('offer the 800 px picture beside the preview, the first asked for early, the rest when seen', () => {
    const html = `<p>Intro</p>${img(PREVIEW)}<p>Step</p>${img(PREVIEW.replace('photo', 'second'))}`;
    const doc = new DOMParser().parseFromString(withFittedPictures(html), 'text/html');
    const [first, second] = [...doc.querySelectorAll('img')];
    expect(first.getAttribute('srcset')).toBe(
      '/pim/media/assets/ba/eb/photo.jpg?width=800&height=800&format=webp 800w, ' +
        '/pim/media/assets/ba/eb/photo.jpg?width=1200&height=1200&quality=100&format=webp 1200w',
    );
    expect(first.getAttribute('sizes')).toBe('(max-width: 700px) 100vw, 700px');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBeNull();
    expect(first.getAttribute('src')).toBe(PREVIEW.replace(/&amp;/g, '&'));
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('srcset')).toContain('second.jpg?width=800&height=800&format=webp 800w');
    expect(doc.querySelectorAll('p')).toHaveLength(2);
  });

  it('leave other pictures’ addresses as they are, and text without pictures untouched', () => {
    const other = img('https://cdn.example/picture.png');
    const commas = img('/pim/media/a,b.jpg?width=1200&amp;height=1200&amp;quality=100&amp;format=webp');
    const out = withFittedPictures(`${other}${commas}`);
    expect(out).not.toContain('srcset');
    expect(out).toContain('<img fetchpriority="high" src="https://cdn.example/picture.png"');
    expect(out).toContain('<img loading="lazy" decoding="async" src="/pim/media/a,b.jpg');
    expect(withFittedPictures('<p>No pictures &amp; no change</p>')).toBe(
      '<p>No pictures &amp; no change</p>',
    );
  });
});
