import { PREVIEW, RENDITION_PRESETS, renditionQuery } from '@/shared/media/rendition-url';

const IMG = /<img\b[^>]*>/gi;
const SRC = /\ssrc="([^"]*)"/i;
const PREVIEW_QUERY = `?${renditionQuery(PREVIEW)}`;
const SMALL_QUERY = `?${renditionQuery(RENDITION_PRESETS.articlePicture)}`;
/** The text column is at most 75ch (about 660 px) wide; on a phone it is the screen's width. */
const SIZES = '(max-width: 700px) 100vw, 700px';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * An article's (server-sanitised) text with its pictures fitted to the screen: a picture stored as
 * the 1200 px preview (what the editor inserts) is offered at 800 px too, which a phone's column
 * needs, for a fraction of the bytes. The first picture is asked for early, as the page's likely
 * largest element on a phone's first screen; the others load as they come into view.
 */
export function withFittedPictures(html: string): string {
  let first = true;
  return html.replace(IMG, (tag) => {
    const url = SRC.exec(tag)?.[1].replace(/&amp;/g, '&');
    const priority = first ? ' fetchpriority="high"' : ' loading="lazy" decoding="async"';
    first = false;
    // A srcset lists addresses split by commas and spaces: an address holding them stays as it is.
    if (!url?.endsWith(PREVIEW_QUERY) || /[\s,]/.test(url)) return tag.replace(/^<img\b/i, `<img${priority}`);
    const path = url.slice(0, -PREVIEW_QUERY.length);
    const set = `${path}${SMALL_QUERY} 800w, ${url} 1200w`;
    return tag.replace(/^<img\b/i, `<img${priority} srcset="${attribute(set)}" sizes="${SIZES}"`);
  });
}
