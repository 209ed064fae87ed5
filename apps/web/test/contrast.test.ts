import { describe, expect, test } from 'vitest';
import { contrastRatio, readableOn } from '../src/shared/ui/contrast';
import { colorFromName } from '../src/shared/ui/name-color';
import { createPortalTheme } from '../src/app/providers/portal-theme';

describe('contrast', () => {
  test('WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#34962c', '#ffffff')).toBeCloseTo(3.78, 1);
    expect(contrastRatio('hsl(0, 0%, 100%)', 'rgb(0, 0, 0)')).toBeCloseTo(21, 1);
  });

  test('a light colour is darkened until text in it reaches AA on white; a dark one stays', () => {
    const yellow = readableOn('#ffd400', '#ffffff');
    expect(contrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#1f5fa8', '#ffffff')).toBe('#1f5fa8');
  });

  test('white initials on every name colour reach AA', () => {
    for (let i = 0; i < 2000; i++)
      expect(contrastRatio(colorFromName(`name ${i}`), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme with a light brand colour', () => {
  const theme = createPortalTheme({
    palette: {
      primary: { main: '#7fd3ff' },
      secondary: { main: '#ffd400' },
      header: { background: '#ffffff' },
      regularText: '#1f2933',
      highlightedText: '#9ad0ff',
      regularIcons: '#52606d',
    },
  });

  test('text on the brand colour and the brand colour as text on white reach AA', () => {
    for (const colour of [theme.palette.primary, theme.palette.secondary]) {
      expect(contrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(theme.palette.highlightedText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
