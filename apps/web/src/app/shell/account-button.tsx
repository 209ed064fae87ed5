import { lazy, Suspense, useEffect, useId, useState, type ComponentProps } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { ACCOUNT_NAME_SLOT, ACCOUNT_SLOT_SCRIPT } from '@vitrine/contract/account-slot';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDrawnByServer } from '@/shared/boot/drawn-by-server';
import { whenStoredAccount } from '@/shared/boot/stored-state';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useLocalePath } from '@/shared/locale/locale-context';
import { useUser } from '@/shared/session/session-store';
import { fullName, isGuest } from '@/shared/session/session-user';
import { colorFromName, initialsOf } from '@/shared/ui/name-color';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { rememberAccountLook } from './account-look';

// The menu is its own chunk, loaded on the first click.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * Spec 2 "Shell": a guest gets a generic icon leading straight to the auth logout route (which
 * remembers this page, so signing in comes back here); a registered user gets an initials avatar
 * with a Profile / Logout menu. The server's first screen draws both (see ServerAccountSlot).
 */
export function AccountButton() {
  const { setup } = usePortalConfig();
  const user = useUser();
  const drawnByServer = useDrawnByServer();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const registered = user !== null && !isGuest(user, setup.guest_token);
  const name = user ? fullName(user) : '';
  const initials = user ? initialsOf(user) : '';
  const color = colorFromName(name);
  const id = user?.id ?? null;
  useEffect(() => {
    if (registered && id !== null) rememberAccountLook({ id, initials, color, name });
  }, [registered, id, initials, color, name]);

  if (drawnByServer) return <ServerAccountSlot />;
  if (!registered) return <GuestAccountLink />;
  return (
    <>
      <AvatarButton
        name={name}
        initials={initials}
        background={color}
        data-account="user"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

/** The guest's icon: to the login by the auth logout route, which is told this page to come back to. */
function GuestAccountLink({ hiddenForAccounts = false }: { hiddenForAccounts?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  // In the address rather than a click handler: a server-drawn screen's link works before any script.
  const from = new URLSearchParams({ from: `${pathname}${search}` });
  return (
    <IconButton
      component={RouterLink}
      to={`${to('/auth/logout')}?${from}`}
      aria-label={t('nav.account')}
      data-account="guest"
      sx={[{ color: 'regularIcons' }, hiddenForAccounts && whenStoredAccount('user', { display: 'none' })]}
    >
      <AccountCircle fontSize="large" />
    </IconButton>
  );
}

type AvatarButtonProps = { name: string; initials: string; background?: string } & ComponentProps<
  typeof IconButton
>;

/** The initials avatar that opens the account menu. */
function AvatarButton({ name, initials, background, sx, ...props }: AvatarButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton aria-haspopup="menu" {...props} sx={[{ p: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* Named by its text; the initials only repeat it (axe label-content-name-mismatch). */}
      <Box component="span" sx={visuallyHidden} data-account-label>
        {t('nav.account_menu', { name })}
      </Box>
      <Avatar
        aria-hidden
        data-account-avatar
        sx={{ bgcolor: background, color: '#fff', width: 36, height: 36, fontSize: 15 }}
      >
        {initials}
      </Avatar>
    </IconButton>
  );
}

/**
 * The server knows no session: it draws the guest's icon and, hidden, the avatar button with a
 * stand-in for the name, and the script of ACCOUNT_SLOT_SCRIPT picks one from local storage
 * before the first paint, so a signed-in person sees their initials from the start. The browser
 * may paint while it is still reading the page, between these buttons and that script: the screen's
 * state check (read before the top bar) already hides the guest's icon from a signed-in person.
 */
function ServerAccountSlot() {
  return (
    <Box component="span" data-account-slot sx={{ display: 'contents' }}>
      <GuestAccountLink hiddenForAccounts />
      <AvatarButton
        name={ACCOUNT_NAME_SLOT}
        initials={ACCOUNT_NAME_SLOT}
        hidden
        data-account="user"
        sx={{ '&[hidden]': { display: 'none' } }}
      />
      <script dangerouslySetInnerHTML={{ __html: ACCOUNT_SLOT_SCRIPT }} />
    </Box>
  );
}
