import { createTheme, type Theme } from '@mui/material/styles';
import type { Theme as PortalTheme } from '@vitrine/contract';
import { prefersReducedMotion, readablePalette } from './accessible-theme';

// The setup's extra palette entries, typed so components can read them from the theme.
declare module '@mui/material/styles' {
  interface Palette {
    header: { background: string };
    regularText: string;
    highlightedText: string;
    regularIcons: string;
  }
  interface PaletteOptions {
    header?: { background: string };
    regularText?: string;
    highlightedText?: string;
    regularIcons?: string;
  }
}

const fallback = {
  palette: {
    primary: { main: '#1f5fa8' },
    secondary: { main: '#c2185b' },
    header: { background: '#ffffff' },
    regularText: '#1f2933',
    highlightedText: '#1f5fa8',
    regularIcons: '#52606d',
  },
} satisfies PortalTheme;

function build(source: PortalTheme): Theme {
  const p = readablePalette(source.palette);
  const still = prefersReducedMotion();
  return createTheme({
    // Without motion MUI's transitions take no time (buttons draw no ripple either, below).
    ...(still ? { transitions: { create: () => 'none' } } : {}),
    palette: {
      // Labels on coloured buttons and filled alerts pick black or white by AA, not MUI's 3:1.
      contrastThreshold: 4.5,
      primary: { main: p.primary.main },
      secondary: { main: p.secondary.main },
      header: { background: p.header.background },
      regularText: p.regularText,
      highlightedText: p.highlightedText,
      regularIcons: p.regularIcons,
      text: { primary: p.regularText },
    },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      // A visible keyboard focus ring everywhere, whatever the setup colours are.
      MuiButtonBase: {
        defaultProps: { disableRipple: still },
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${p.primary.main}`, outlineOffset: 2 } },
        },
      },
      // Cards, drawers, dialogs and menus clip what lies outside them: rings of what fills their width
      // are drawn inside the edge.
      MuiCardActionArea: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
      },
      MuiListItemButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
      },
      MuiMenuItem: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
      },
      // A page's h1 takes focus after a navigation (app/router/route-focus.tsx): ringed for keyboard
      // users only, never after a click.
      MuiCssBaseline: {
        styleOverrides: {
          // What focus scrolls into view stays clear of the sticky 80 px top bar (WCAG 2.4.11).
          html: { scrollPaddingTop: '6rem' },
          // The server's first screen has no script to mark keyboard focus (Mui-focusVisible): its
          // controls are ringed by the browser's own :focus-visible until the app takes over.
          '#vitrine-first-screen :focus-visible': {
            outline: `2px solid ${p.primary.main}`,
            outlineOffset: 2,
          },
          // Growing text fields (shared/forms/growing-rows.ts) are sized by CSS field-sizing; where a
          // browser lacks it, the person can drag them taller instead.
          '@supports not (field-sizing: content)': { 'textarea[rows]': { resize: 'vertical' } },
          'h1[tabindex="-1"]:focus': { outline: 'none' },
          'h1[tabindex="-1"]:focus-visible': {
            outline: `2px solid ${p.primary.main}`,
            outlineOffset: 4,
            // Ringed around its words, not across the whole column.
            width: 'fit-content',
            maxWidth: '100%',
          },
        },
      },
    },
  });
}

/** The MUI theme from the setup colours; colours MUI cannot parse fall back to the built-in palette. */
export function createPortalTheme(source: PortalTheme | undefined): Theme {
  if (!source) return build(fallback);
  try {
    return build(source);
  } catch {
    return build(fallback);
  }
}
