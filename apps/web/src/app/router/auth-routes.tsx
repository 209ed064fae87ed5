import { Navigate, type RouteObject } from 'react-router';
import { useLocalePath } from '@/shared/locale/locale-context';
import { lazyRoutes } from './lazy-route';

/** /{locale}/auth and unknown auth paths land on login (absolute, so a splat cannot nest it). */
function ToLogin() {
  const to = useLocalePath();
  return <Navigate to={to('/auth/login')} replace />;
}

/** Children of /{locale}/auth (spec 2 "Auth area"); each page is its own chunk, so guests never load them. */
export const authRoutes: RouteObject[] = [
  { index: true, element: <ToLogin /> },
  ...lazyRoutes('login', () => import('@/features/auth/pages/login-page').then((m) => m.LoginPage)),
  ...lazyRoutes('logout', () => import('@/features/auth/pages/logout-page').then((m) => m.LogoutPage)),
  ...lazyRoutes('register', () => import('@/features/auth/pages/register-page').then((m) => m.RegisterPage)),
  ...lazyRoutes('register/:token', () =>
    import('@/features/auth/pages/register-confirm-page').then((m) => m.RegisterConfirmPage),
  ),
  ...lazyRoutes('request', () => import('@/features/auth/pages/request-page').then((m) => m.RequestPage)),
  ...lazyRoutes('forgot', () => import('@/features/auth/pages/forgot-page').then((m) => m.ForgotPage)),
  ...lazyRoutes('reset/:token', () => import('@/features/auth/pages/reset-page').then((m) => m.ResetPage)),
  { path: '*', element: <ToLogin /> },
];
