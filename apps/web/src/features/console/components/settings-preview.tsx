import { useMemo, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Search from '@mui/icons-material/Search';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import type { ConsoleSettingsValues, Theme as PortalTheme } from '@vitrine/contract';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Builds the portal's MUI theme from its setup theme (the portal's own builder, given by the app). */
export type ThemeBuilder = (theme: PortalTheme) => Theme;

/** The form's colours as the setup's theme. */
function themeOf(colors: ConsoleSettingsValues['colors']): PortalTheme {
  return {
    palette: {
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      header: { background: colors.header_background },
      regularText: colors.regular_text,
      highlightedText: colors.highlighted_text,
      regularIcons: colors.regular_icons,
    },
  };
}

/**
 * The portal as it would look with the form's values, before they are saved: its header bar with
 * the logo and section links, a button, a chip and a few products of the catalogue, drawn with the
 * portal's own theme builder in a theme of its own. It is a picture: nothing in it can be used.
 */
export function SettingsPreview({
  control,
  buildTheme,
  products,
}: {
  control: Control<ConsoleSettingsValues>;
  buildTheme: ThemeBuilder;
  /** The product cards, drawn inside the preview's theme. */
  products: ReactNode;
}) {
  const { t } = useTranslation();
  const [colors, logo, title] = useWatch({ control, name: ['colors', 'logo', 'title'] });
  // The portal's builder falls back to its own palette for colours it cannot read (a half-typed one).
  const theme = useMemo(() => buildTheme(themeOf(colors)), [buildTheme, colors]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="settings-preview-title" sx={{ p: 2 }}>
      <Typography id="settings-preview-title" variant="h6" component="h2">
        {t('console.settings.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('console.settings.preview_hint')}
      </Typography>
      <ThemeProvider theme={theme}>
        <Box
          inert
          data-testid="settings-preview"
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'background.default',
            color: 'text.primary',
          }}
        >
          <AppBar
            position="static"
            elevation={1}
            data-testid="preview-header"
            sx={{ bgcolor: 'header.background', color: 'regularText' }}
          >
            <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
              {logo ? (
                <Box
                  component="img"
                  src={logo}
                  alt={title}
                  sx={{ maxHeight: 32, maxWidth: 110, objectFit: 'contain' }}
                />
              ) : (
                <Typography variant="subtitle1">{title}</Typography>
              )}
              <Stack direction="row" spacing={1.5} sx={{ ml: 1, display: { xs: 'none', sm: 'flex' } }}>
                <Typography
                  variant="body2"
                  sx={{ color: 'highlightedText', fontWeight: 700, borderBottom: 2, pb: 0.25 }}
                >
                  {t('nav.products')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'regularText', fontWeight: 500 }}>
                  {t('nav.assets')}
                </Typography>
              </Stack>
              <Box sx={{ flexGrow: 1 }} />
              {[Search, ShoppingBasket, AccountCircle].map((Icon, i) => (
                <Icon key={i} fontSize="small" sx={{ color: 'regularIcons' }} />
              ))}
            </Toolbar>
          </AppBar>
          <Box sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" size="small" data-testid="preview-button">
                {t('console.settings.preview_button')}
              </Button>
              <Button variant="outlined" size="small" color="secondary">
                {t('nav.assets')}
              </Button>
              <Chip label={t('console.settings.preview_chip')} color="primary" size="small" />
            </Stack>
            {products}
          </Box>
        </Box>
      </ThemeProvider>
    </Paper>
  );
}
