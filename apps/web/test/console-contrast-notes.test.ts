import { describe, expect, test } from 'vitest';
import { contrastNotes } from '../src/features/console/components/contrast-notes';
import { createPortalTheme } from '../src/app/providers/portal-theme';

const DEMO = {
  primary: '#0b5cad',
  secondary: '#e0592a',
  header_background: '#ffffff',
  regular_text: '#1d2733',
  highlighted_text: '#0b5cad',
  regular_icons: '#44505c',
};

describe('the settings page’s contrast notes', () => {
  test('a readable palette gets none but the orange secondary, which the portal darkens', () => {
    const notes = contrastNotes(DEMO);
    expect(Object.keys(notes)).toEqual(['secondary']);
    const [note] = notes.secondary!;
    expect(note.kind).toBe('white_text');
    expect(note.ratio).toBeCloseTo(3.73, 1);
    // The shade told is the one the portal's theme really uses.
    expect(createPortalTheme({ palette: { ...themeOf(DEMO) } }).palette.secondary.main).toBe(note.shade);
  });

  test('text on a dark header is told, with the header; icons are adjusted to 3:1', () => {
    const notes = contrastNotes({ ...DEMO, header_background: '#102030', regular_icons: '#203040' });
    expect(notes.regular_text?.map((n) => n.kind)).toEqual(['on_header']);
    expect(notes.header_background?.map((n) => n.kind)).toEqual(['header_text', 'header_highlight']);
    expect(notes.regular_icons?.[0]).toMatchObject({ kind: 'icons', minimum: 3 });
  });

  test('a colour being typed gets no note', () => {
    expect(contrastNotes({ ...DEMO, primary: '#ff', header_background: 'nope' })).toEqual({
      secondary: expect.any(Array),
    });
  });
});

function themeOf(c: typeof DEMO) {
  return {
    primary: { main: c.primary },
    secondary: { main: c.secondary },
    header: { background: c.header_background },
    regularText: c.regular_text,
    highlightedText: c.highlighted_text,
    regularIcons: c.regular_icons,
  };
}
