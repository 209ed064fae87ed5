import type { RouteObject } from 'react-router';
import { FullPageLoader } from '@/shared/ui/full-page-loader';
import { AppShell } from '../shell/app-shell';
import { AccessGuard } from './access-guard';
import { authRoutes } from './auth-routes';
import { LocaleGate } from './locale-gate';
import { portalRoutes } from './portal-routes';
import { RouteError } from './route-error';

/**
 * Every route sits below the locale segment (spec 2). The locale gate at the root resolves or
 * rewrites it; the auth area is open to all, everything else needs a stored user.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <LocaleGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        path: ':locale',
        children: [
          {
            // The auth area is its own chunk: guests browsing the catalogue never load it.
            path: 'auth',
            lazy: async () => ({ Component: (await import('../layouts/auth-layout')).AuthLayout }),
            children: authRoutes,
          },
          {
            element: (
              <AccessGuard>
                <AppShell />
              </AccessGuard>
            ),
            children: portalRoutes,
          },
        ],
      },
    ],
  },
];
