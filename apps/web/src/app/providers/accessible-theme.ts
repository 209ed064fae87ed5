import type { Theme as PortalTheme } from '@vitrine/contract';
// Relative, so the theme also loads in unit tests (no path aliases there).
import { readableOn } from '../../shared/ui/contrast';

/** The page ground the setup colours are read on (MUI's default background). */
const PAGE = '#ffffff';

/**
 * The setup palette with its text colours made readable (WCAG 2.2 AA, 4.5:1) on the page: a light
 * brand colour becomes the nearest darker shade of itself, since MUI writes the primary colour as
 * text (links, text buttons, the selected menu entry) as well as under white button labels.
 */
export function readablePalette(p: PortalTheme['palette']): PortalTheme['palette'] {
  return {
    ...p,
    primary: { ...p.primary, main: readableOn(p.primary.main, PAGE) },
    secondary: { ...p.secondary, main: readableOn(p.secondary.main, PAGE) },
    regularText: readableOn(p.regularText, PAGE),
    highlightedText: readableOn(p.highlightedText, PAGE),
    // Icons are graphics: 3:1 is their AA.
    regularIcons: readableOn(p.regularIcons, p.header.background, 3),
  };
}

/** Whether the visitor asked the system for less motion (read when the theme is made). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Global styles for reduced motion: animations and transitions (MUI's collapses, fades, progress
 * bars and skeletons alike) end at once, and scrolling jumps instead of gliding.
 */
export const REDUCED_MOTION_STYLES = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
} as const;
