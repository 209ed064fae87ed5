import type { BrandColorKey, BrandColors } from '@vitrine/contract';
import { AA_TEXT, contrastRatio, parseColor, readableOn } from '@/shared/ui/contrast';

/** The page ground the portal's text colours are read on (its theme's background). */
const PAGE = '#ffffff';
/** Icons are graphics: 3:1 is their AA. */
const AA_GRAPHICS = 3;

/**
 * A contrast the portal's rules find short: which text says so (`console.settings.contrast.<kind>`),
 * the ratio found, the one needed, and the shade the portal shows instead where it adjusts the colour.
 */
export interface ContrastNote {
  kind: 'white_text' | 'on_page' | 'on_header' | 'header_text' | 'header_highlight' | 'icons';
  ratio: number;
  minimum: number;
  shade?: string;
}

const isColor = (value: string) => /^#(?:[0-9a-f]{3}){1,2}$/i.test(value.trim()) && !!parseColor(value);

/**
 * The contrast rules the portal applies to its brand colours (app/providers/accessible-theme.ts),
 * as notes for the fields they concern: a brand colour or text colour short of 4.5:1 on the white
 * page is shown darker; icons short of 3:1 on the header are shown adjusted; text on the header
 * background is not adjusted, so a short contrast there is only told. Unreadable values get none.
 */
export function contrastNotes(colors: BrandColors): Partial<Record<BrandColorKey, ContrastNote[]>> {
  const notes: Partial<Record<BrandColorKey, ContrastNote[]>> = {};
  const add = (key: BrandColorKey, note: ContrastNote) => (notes[key] = [...(notes[key] ?? []), note]);
  const onPage = (key: BrandColorKey, kind: 'white_text' | 'on_page') => {
    const color = colors[key];
    if (!isColor(color)) return color;
    const ratio = contrastRatio(color, PAGE);
    const shown = readableOn(color, PAGE);
    if (ratio < AA_TEXT) add(key, { kind, ratio, minimum: AA_TEXT, shade: shown });
    return shown;
  };
  onPage('primary', 'white_text');
  onPage('secondary', 'white_text');
  const header = colors.header_background;
  const text = onPage('regular_text', 'on_page');
  const highlight = onPage('highlighted_text', 'on_page');
  if (!isColor(header)) return notes;
  for (const [key, shown, kind] of [
    ['regular_text', text, 'header_text'],
    ['highlighted_text', highlight, 'header_highlight'],
  ] as const) {
    if (!isColor(shown)) continue;
    const ratio = contrastRatio(shown, header);
    if (ratio < AA_TEXT) {
      add(key, { kind: 'on_header', ratio, minimum: AA_TEXT });
      add('header_background', { kind, ratio, minimum: AA_TEXT });
    }
  }
  const icons = colors.regular_icons;
  if (isColor(icons)) {
    const ratio = contrastRatio(icons, header);
    if (ratio < AA_GRAPHICS)
      add('regular_icons', {
        kind: 'icons',
        ratio,
        minimum: AA_GRAPHICS,
        shade: readableOn(icons, header, 3),
      });
  }
  return notes;
}
