import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocalePath } from '@/shared/locale/locale-context';
import { AccountButton } from './account-button';
import { BackButton } from './back-button';
import { BasketButton } from './basket-button';
import { LanguageButton } from './language-button';
import { NavLinks } from './nav-links';
import { NavSearch } from './nav-search';

/** Spec 9: the top bar is 80 px high. */
export const NAV_BAR_HEIGHT = 80;

/** Logo, section links, then search, basket, language and account on the right. */
export function NavBar({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const to = useLocalePath();
  return (
    <AppBar position="sticky" elevation={1} sx={{ bgcolor: 'header.background', color: 'regularText' }}>
      <Toolbar
        sx={{
          height: NAV_BAR_HEIGHT,
          minHeight: { xs: NAV_BAR_HEIGHT },
          gap: { xs: 0, sm: 0.5 },
          px: { xs: 1, sm: 2 },
        }}
      >
        <IconButton
          aria-label={t('nav.open_menu')}
          onClick={onOpenDrawer}
          sx={{ display: { md: 'none' }, color: 'regularIcons' }}
        >
          <MenuIcon />
        </IconButton>
        <BackButton />
        <Box
          component={RouterLink}
          to={to()}
          aria-label={t('nav.home')}
          sx={{ display: 'flex', alignItems: 'center', height: 48, mx: 1, minWidth: 0, flexShrink: 1 }}
        >
          <Box
            component="img"
            src={setup.logo}
            alt={setup.title}
            sx={{ maxHeight: 48, maxWidth: { xs: 96, sm: 180 }, objectFit: 'contain' }}
          />
        </Box>
        <NavLinks />
        <Box sx={{ flexGrow: 1 }} />
        <NavSearch />
        <BasketButton />
        <LanguageButton />
        <AccountButton />
      </Toolbar>
    </AppBar>
  );
}
