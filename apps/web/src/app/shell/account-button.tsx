import { lazy, Suspense, useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocalePath } from '@/shared/locale/locale-context';
import { rememberRedirect } from '@/shared/session/redirect-store';
import { useUser } from '@/shared/session/session-store';
import { fullName, isGuest } from '@/shared/session/session-user';
import { colorFromName, initialsOf } from '@/shared/ui/name-color';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

// The menu is its own chunk, loaded on the first click.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * Spec 2 "Shell": a guest gets a generic icon leading straight to the auth logout route (which
 * remembers this page, so signing in comes back here); a registered user gets an initials avatar
 * with a Profile / Logout menu.
 */
export function AccountButton() {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const to = useLocalePath();
  const user = useUser();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const location = useLocation();

  if (!user || isGuest(user, setup.guest_token)) {
    return (
      <IconButton
        component={RouterLink}
        to={to('/auth/logout')}
        onClick={() => rememberRedirect(`${location.pathname}${location.search}`)}
        aria-label={t('nav.account')}
        sx={{ color: 'regularIcons' }}
      >
        <AccountCircle fontSize="large" />
      </IconButton>
    );
  }

  const name = fullName(user);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {/* Named by its text; the initials only repeat it (axe label-content-name-mismatch). */}
        <Box component="span" sx={visuallyHidden}>
          {t('nav.account_menu', { name })}
        </Box>
        <Avatar
          aria-hidden
          sx={{ bgcolor: colorFromName(name), color: '#fff', width: 36, height: 36, fontSize: 15 }}
        >
          {initialsOf(user)}
        </Avatar>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
