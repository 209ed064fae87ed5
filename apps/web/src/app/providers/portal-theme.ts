import { createTheme, type Theme } from '@mui/material/styles';
import type { Theme as PortalTheme } from '@vitrine/contract';

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
  const p = source.palette;
  return createTheme({
    palette: {
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
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `2px solid ${p.primary.main}`, outlineOffset: 2 } },
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
