import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LocaleSelect } from '@/features/locales/components/locale-select';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocale, useLocalePath } from '@/shared/locale/locale-context';
import { useSwitchLocale } from '../shell/use-switch-locale';

/** A CSS url() that a quote or backslash in the configured address cannot break out of. */
function cssUrl(address: string): string {
  return `url("${address.replace(/[\n\r\f]/g, '').replace(/["\\]/g, '\\$&')}")`;
}

/**
 * Spec 2 "Auth area": a dimmed background image on the left from md up; on the right the logo, a
 * language picker, the auth screen and the powered-by footer.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const { code, locales } = useLocale();
  const to = useLocalePath();
  const switchLocale = useSwitchLocale();
  return (
    <Grid container sx={{ minHeight: '100vh' }}>
      <Grid
        size={{ md: 6 }}
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'block' },
          // Stays in view while a long form (account request) scrolls.
          position: 'sticky',
          top: 0,
          height: '100vh',
          backgroundColor: 'header.background',
          backgroundImage: setup.background ? cssUrl(setup.background) : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          // Dimmed so the image stays a backdrop, not a competitor for attention.
          '&::after': { content: '""', position: 'absolute', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.45)' },
        }}
      />
      <Grid
        size={{ xs: 12, md: 6 }}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: 4 }}
      >
        <Box sx={{ width: '100%', maxWidth: 480, flex: 1, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {/* Laid out the same before and after the logo has loaded: its box has its greatest height,
              and the picker goes below it on phones whatever the logo's width (a wrap decided by
              the logo's width moved the page when the app's logo drew a moment after the server's). */}
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'flex-start', sm: 'center' },
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Box
              component={RouterLink}
              to={to()}
              aria-label={t('nav.home')}
              sx={{ display: 'flex', alignItems: 'center', height: 56 }}
            >
              <Box
                component="img"
                src={setup.logo}
                alt={setup.title}
                sx={{ maxHeight: 56, maxWidth: 200, objectFit: 'contain' }}
              />
            </Box>
            <LocaleSelect locales={locales} current={code} onSelect={switchLocale} />
          </Box>
          <Box component="main">
            <Outlet />
          </Box>
        </Box>
        <Typography component="footer" variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {t('auth.powered_by', { name: setup.powered_by, year: new Date().getFullYear() })}
        </Typography>
      </Grid>
    </Grid>
  );
}
