import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageViewTracker } from '@/features/analytics/components/page-view-tracker';
import { ConsentGate } from '@/features/profile/components/consent-gate';
import { usePortalConfig } from '@/shared/config/portal-config-context';
import { useSessionEnded } from '@/shared/session/session-store';
import { useRegistered } from '@/shared/session/use-registered';
import { focusPageHeading } from '@/shared/ui/page-heading-focus';
import { NavBar } from './nav-bar';
import { useSessionCheck } from './use-session-check';

// The drawer (small screens only) is its own chunk, loaded when first opened.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
// The 'Unresolved forms' reminder is its own chunk too, asked for once the shell is up.
const FormsReminder = lazy(() =>
  import('@/features/forms/components/unresolved-forms-reminder').then((m) => ({
    default: m.UnresolvedFormsReminder,
  })),
);
// Most sessions never end while a page is open: the notice is its own chunk.
const SessionEndedDialog = lazy(() =>
  import('./session-ended-dialog').then((m) => ({ default: m.SessionEndedDialog })),
);

/** Spec 9: content is at most 1600 px wide, centred. */
export const CONTENT_MAX_WIDTH = 1600;

/** The portal frame around every screen outside the auth area. */
export function AppShell() {
  const { t } = useTranslation();
  const { setup } = usePortalConfig();
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const sessionEnded = useSessionEnded();
  useSessionCheck(useRegistered() && !sessionEnded);
  return (
    <ConsentGate>
      <Box
        component="a"
        href="#main-content"
        // To the page's h1 (ringed, read out); the bare anchor when the page has none yet.
        onClick={(event: MouseEvent) => {
          if (focusPageHeading()) event.preventDefault();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skip_to_content')}
      </Box>
      <NavBar
        onOpenDrawer={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label={t('common.loading')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
        />
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          maxWidth: CONTENT_MAX_WIDTH,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          py: { xs: 2, md: 4 },
          outline: 'none',
        }}
      >
        <Outlet />
      </Box>
      <PageViewTracker enabled={setup.analytics?.enabled === true} />
      {/* A dialog over the page: it never moves what the page has drawn. */}
      <Suspense fallback={null}>
        <FormsReminder />
      </Suspense>
      {sessionEnded && (
        <Suspense fallback={null}>
          <SessionEndedDialog />
        </Suspense>
      )}
    </ConsentGate>
  );
}
